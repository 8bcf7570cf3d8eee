/** The shell's room phones: the game on the players' phones: the live dialog, its QR code, serve (docs/architecture.md, Packages). */
package org.caissier.ui.phones;
