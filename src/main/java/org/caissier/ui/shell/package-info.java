/** The shell's room shell: the main window, its menus, launcher, journal, command bar, status and feedback (docs/architecture.md, Packages). */
package org.caissier.ui.shell;
