package org.caissier.cup.ui;

import java.util.IdentityHashMap;
import java.util.Map;
import org.caissier.live.LiveRuntime;
import org.caissier.table.Session;

/** One live control per open session, so that it outlives the screens built for that session. */
final class LiveControls {
    private final LiveRuntime runtime;
    private final Map<Session<?, ?>, LiveControl> open = new IdentityHashMap<>();

    LiveControls(LiveRuntime runtime) {
        this.runtime = runtime;
    }

    LiveControl of(Session<?, ?> session) {
        return open.computeIfAbsent(session, s -> new LiveControl(runtime));
    }

    void closed(Session<?, ?> session) {
        LiveControl control = open.remove(session);
        if (control != null) {
            control.close();
        }
    }
}
