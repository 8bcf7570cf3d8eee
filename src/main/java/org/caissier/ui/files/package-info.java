/** The shell's room files: the files a user names: opened, saved, checked off the EDT, and why one could not be read (docs/architecture.md, Packages). */
package org.caissier.ui.files;
