/** The shell's room kit: the widgets, layout and painting every screen shares, the theme, the screen's words and settings (docs/architecture.md, Packages). */
package org.caissier.ui.kit;
