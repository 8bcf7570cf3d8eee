package org.caissier.espion;

import java.util.Optional;

/**
 * Whose secret a command is: the spy's start and moves are his alone (ES-SET-1, ES-MOVE-1), and so is the confirmation
 * of his end (ES-END-1); the rest is public.
 */
final class SecretOf implements EspionCommand.Visitor<Optional<String>> {
    @Override
    public Optional<String> start(EspionCommand.Start s) {
        return Optional.of(s.spy());
    }

    @Override
    public Optional<String> circle(EspionCommand.Circle c) {
        return Optional.empty();
    }

    @Override
    public Optional<String> answer(EspionCommand.Answer a) {
        return Optional.empty();
    }

    @Override
    public Optional<String> roadblock(EspionCommand.Roadblock r) {
        return Optional.empty();
    }

    @Override
    public Optional<String> move(EspionCommand.Move m) {
        return Optional.of(m.spy());
    }

    @Override
    public Optional<String> escape(EspionCommand.Escape e) {
        return Optional.empty();
    }

    @Override
    public Optional<String> surrender(EspionCommand.Surrender s) {
        return Optional.empty();
    }

    @Override
    public Optional<String> confirm(EspionCommand.Confirm c) {
        return Optional.of(c.spy());
    }
}
