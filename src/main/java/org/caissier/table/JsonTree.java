package org.caissier.table;

import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.MissingNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Reads a data file's JSON into Jackson's tree with the streaming parser alone. The tree is the one
 * {@code JsonMapper.readTree} gives (the same node kinds, the last of two equal keys kept, nothing allowed after the
 * value, an empty document a missing node), but without the mapper: setting one up and reading through it the
 * first time in a program run loads several times the classes this does, and a saved game would wait for them
 * (docs/performance.md: nothing read before the first paint). Nesting is bounded by the parser's own limits.
 */
public final class JsonTree {
    private final JsonFactory factory = new JsonFactory();
    private final JsonNodeFactory nodes = JsonNodeFactory.instance;

    /** The document's tree. @throws JacksonException when it is not one JSON value */
    public JsonNode read(byte[] json) {
        try (JsonParser parser = factory.createParser(ObjectReadContext.empty(), json)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return MissingNode.getInstance();
            }
            JsonNode value = value(parser);
            JsonToken after = parser.nextToken();
            if (after != null) {
                throw new StreamReadException(parser, "Trailing token (`JsonToken." + after + "`) found after value");
            }
            return value;
        }
    }

    private JsonNode value(JsonParser parser) {
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT: {
                ObjectNode object = nodes.objectNode();
                while (parser.nextToken() == JsonToken.PROPERTY_NAME) {
                    String name = parser.currentName();
                    parser.nextToken();
                    object.set(name, value(parser));
                }
                return object;
            }
            case START_ARRAY: {
                ArrayNode array = nodes.arrayNode();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    array.add(value(parser));
                }
                return array;
            }
            case VALUE_STRING:
                return nodes.stringNode(parser.getString());
            case VALUE_NUMBER_INT:
                return switch (parser.getNumberType()) {
                    case INT -> nodes.numberNode(parser.getIntValue());
                    case LONG -> nodes.numberNode(parser.getLongValue());
                    default -> nodes.numberNode(parser.getBigIntegerValue());
                };
            case VALUE_NUMBER_FLOAT:
                return nodes.numberNode(parser.getDoubleValue());
            case VALUE_TRUE:
                return nodes.booleanNode(true);
            case VALUE_FALSE:
                return nodes.booleanNode(false);
            case VALUE_NULL:
                return nodes.nullNode();
            default:
                throw new StreamReadException(parser, "Unexpected token (`JsonToken." + token + "`)");
        }
    }
}
