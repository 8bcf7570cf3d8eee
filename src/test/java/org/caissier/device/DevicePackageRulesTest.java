package org.caissier.device;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

class DevicePackageRulesTest {
    final JavaClasses classes = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.caissier.device");

    @Test
    void the_device_code_never_touches_swing_or_awt() {
        noClasses().that().resideInAPackage("org.caissier.device..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..")
                .check(classes);
    }

    @Test
    void the_protocol_codec_is_pure_no_serial_port_no_io() {
        noClasses().that().resideInAPackage("org.caissier.device.protocol..")
                .should().dependOnClassesThat().resideInAnyPackage("com.fazecast..", "java.io..", "java.nio..", "org.caissier.device")
                .check(classes);
    }
}
