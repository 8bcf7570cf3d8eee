/** The shell's room display: the table display and the announcements over it and the window (docs/architecture.md, Packages). */
package org.caissier.ui.display;
