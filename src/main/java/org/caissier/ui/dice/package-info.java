/** The shell's room dice: typed, the box's or the computer's, kept for the next start (docs/architecture.md, Packages). */
package org.caissier.ui.dice;
