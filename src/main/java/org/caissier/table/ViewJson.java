package org.caissier.table;

import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.json.JsonFactory;

/**
 * A game's view ({@link Rules#view}: maps, lists, strings, numbers, booleans and nulls) as the indented JSON
 * {@code run} prints, with the streaming generator alone: the bytes {@code JsonMapper} gives with
 * {@code INDENT_OUTPUT} (ViewJsonTest), without setting up a mapper, which loaded several hundred classes and cost
 * a one-line {@code run} about a fifth of its time (docs/performance.md). The same reasoning as {@link JsonTree}'s.
 */
public final class ViewJson {
    private final JsonFactory factory = new JsonFactory();

    /** The view, indented; a value of another kind is a mistake in the game's view, said by its class. */
    public String write(Object view) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = factory.createGenerator(new Indented(), text)) {
            value(json, view);
        }
        return text.toString();
    }

    private static void value(JsonGenerator json, Object value) {
        if (value == null) {
            json.writeNull();
        } else if (value instanceof String s) {
            json.writeString(s);
        } else if (value instanceof Map<?, ?> map) {
            json.writeStartObject();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                json.writeName(String.valueOf(e.getKey()));
                value(json, e.getValue());
            }
            json.writeEndObject();
        } else if (value instanceof Collection<?> list) {
            json.writeStartArray();
            for (Object o : list) {
                value(json, o);
            }
            json.writeEndArray();
        } else if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            json.writeNumber(((Number) value).intValue());
        } else if (value instanceof Long l) {
            json.writeNumber(l);
        } else if (value instanceof Double d) {
            json.writeNumber(d);
        } else if (value instanceof Float f) {
            json.writeNumber(f);
        } else if (value instanceof BigDecimal d) {
            json.writeNumber(d);
        } else if (value instanceof BigInteger i) {
            json.writeNumber(i);
        } else if (value instanceof Boolean b) {
            json.writeBoolean(b);
        } else if (value instanceof Enum<?> e) {
            json.writeString(e.name());
        } else {
            throw new IllegalArgumentException("a view holds a "
                    + value.getClass().getName() + ": only maps, lists, strings, numbers, booleans and nulls");
        }
    }

    /** The indentation {@code JsonMapper}'s {@code INDENT_OUTPUT} uses. */
    private static final class Indented extends ObjectWriteContext.Base {
        @Override
        public PrettyPrinter getPrettyPrinter() {
            return new Indentation();
        }

        @Override
        public boolean hasPrettyPrinter() {
            return true;
        }
    }

    /**
     * Jackson's {@code DefaultPrettyPrinter} written out: an object's entries each on a line of its own, indented by
     * two spaces a level, {@code "name" : value}; an array's values on one line, {@code [ 1, 2 ]}; {@code { }} and
     * {@code [ ]} when empty. Jackson's own builds its separators by joining strings in code compiled to make a
     * method handle at each first join: ten of them, more than the rest of the write.
     */
    private static final class Indentation implements PrettyPrinter {
        private final String lineBreak = System.lineSeparator();
        private int depth;

        private void newLine(JsonGenerator json) {
            json.writeRaw(lineBreak);
            for (int i = 0; i < depth; i++) {
                json.writeRaw("  ");
            }
        }

        @Override
        public void writeRootValueSeparator(JsonGenerator json) {
            json.writeRaw(' ');
        }

        @Override
        public void writeStartObject(JsonGenerator json) {
            json.writeRaw('{');
            depth++;
        }

        @Override
        public void beforeObjectEntries(JsonGenerator json) {
            newLine(json);
        }

        @Override
        public void writeObjectNameValueSeparator(JsonGenerator json) {
            json.writeRaw(" : ");
        }

        @Override
        public void writeObjectEntrySeparator(JsonGenerator json) {
            json.writeRaw(',');
            newLine(json);
        }

        @Override
        public void writeEndObject(JsonGenerator json, int entries) {
            depth--;
            if (entries > 0) {
                newLine(json);
            } else {
                json.writeRaw(' ');
            }
            json.writeRaw('}');
        }

        @Override
        public void writeStartArray(JsonGenerator json) {
            json.writeRaw('[');
        }

        @Override
        public void beforeArrayValues(JsonGenerator json) {
            json.writeRaw(' ');
        }

        @Override
        public void writeArrayValueSeparator(JsonGenerator json) {
            json.writeRaw(", ");
        }

        @Override
        public void writeEndArray(JsonGenerator json, int values) {
            json.writeRaw(" ]");
        }
    }
}
