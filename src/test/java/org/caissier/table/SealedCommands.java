package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks the dispatch over a game's sealed command type: every permitted command has its own visitor method, the
 * visitor has no other, and {@code accept} hands each command to its own method. A command added to the
 * {@code permits} list without a way through {@code apply} and the describer fails here.
 */
public final class SealedCommands {
    private SealedCommands() {}

    public static void assertEveryCommandIsDispatched(Class<? extends Command> sealed, Class<?> visitor) {
        assertThat(sealed.isSealed()).as(sealed + " is sealed").isTrue();
        Class<?>[] commands = sealed.getPermittedSubclasses();
        Method[] methods = visitor.getDeclaredMethods();
        assertThat(methods)
                .as("one visitor method per command of " + sealed.getSimpleName())
                .hasSize(commands.length);
        for (Class<?> command : commands) {
            List<Method> handling = Arrays.stream(methods)
                    .filter(m -> m.getParameterCount() == 1 && m.getParameterTypes()[0] == command)
                    .toList();
            assertThat(handling)
                    .as(command.getSimpleName() + " has its visitor method")
                    .hasSize(1);
            Object instance = anyInstance(command);
            List<String> called = new ArrayList<>();
            Object recorder = Proxy.newProxyInstance(
                    visitor.getClassLoader(), new Class<?>[] {visitor}, (proxy, method, args) -> {
                        called.add(method.getName());
                        return null;
                    });
            try {
                sealed.getMethod("accept", visitor).invoke(instance, recorder);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(command + ".accept", e);
            }
            assertThat(called)
                    .as(command.getSimpleName() + ".accept")
                    .containsExactly(handling.get(0).getName());
        }
    }

    /** A command record built from plain values; only its type matters here. */
    private static Object anyInstance(Class<?> record) {
        assertThat(record.isRecord()).as(record + " is a record").isTrue();
        RecordComponent[] parts = record.getRecordComponents();
        Object[] values = new Object[parts.length];
        Class<?>[] types = new Class<?>[parts.length];
        for (int i = 0; i < parts.length; i++) {
            types[i] = parts[i].getType();
            values[i] = plain(types[i]);
        }
        try {
            var constructor = record.getDeclaredConstructor(types);
            constructor.setAccessible(true);
            return constructor.newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("cannot build a " + record.getSimpleName(), e);
        }
    }

    private static Object plain(Class<?> type) {
        if (type == int.class) {
            return 1;
        }
        if (type == long.class) {
            return 1L;
        }
        if (type == boolean.class) {
            return false;
        }
        if (type == double.class) {
            return 1.0;
        }
        if (type == String.class) {
            return "x";
        }
        if (type == List.class) {
            return List.of();
        }
        if (type == Set.class) {
            return Set.of();
        }
        if (type == Map.class) {
            return Map.of();
        }
        if (type.isEnum()) {
            return type.getEnumConstants()[0];
        }
        return null;
    }
}
