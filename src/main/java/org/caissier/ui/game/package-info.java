/** The shell's room game: what a game plugs in through (GamePlugin, GameUi) and what its screens are handed (docs/architecture.md, Packages). */
package org.caissier.ui.game;
