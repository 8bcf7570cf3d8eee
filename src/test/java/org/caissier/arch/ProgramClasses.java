package org.caissier.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The program's own classes (src/main, no jar) as ArchUnit reads them, read once for all the architecture tests of
 * a run. Reading them is most of each such test's time, and the classes do not change during a run; what is read
 * is never modified (ArchUnit's classes are immutable), so one reading shared by every test checks the same thing
 * as a reading of its own.
 */
final class ProgramClasses {
    private static JavaClasses read;

    private ProgramClasses() {}

    static synchronized JavaClasses get() {
        if (read == null) {
            read = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                    .importPackages("org.caissier");
        }
        return read;
    }
}
