/** Long Cours on the players' phones: its public state as a page (no screen, no Swing). */
package org.caissier.longcours.phone;
