/**
 * What the games' pages for phones share: the words of a game's bundle, escaping, and one document frame with its
 * style sheet (phone first, light or dark after the phone's setting). No screen, no session: a page is a pure
 * function of a state.
 */
package org.caissier.phone;
