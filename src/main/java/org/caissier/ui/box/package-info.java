/** The shell's room box: the dice and button box in the window (docs/architecture.md, Packages). */
package org.caissier.ui.box;
