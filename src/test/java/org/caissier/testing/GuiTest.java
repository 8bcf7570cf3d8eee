package org.caissier.testing;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a test class or method that needs a display. Tagged {@code gui} (select or leave out with
 * {@code -Dgroups=gui} / {@code -DexcludedGroups=gui}); on a machine with no display it is reported as skipped
 * with a loud reason, except under {@code CI=true}, where no display is a failure: a CI run that silently
 * skipped every screen test would look green and prove nothing.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Tag("gui")
@ExtendWith(GuiTestExtension.class)
public @interface GuiTest {}
