package org.caissier.espion.phone;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionRules;
import org.caissier.espion.EspionState;
import org.caissier.espion.Phase;
import org.caissier.live.LiveFrame;
import org.caissier.live.LivePublication;
import org.caissier.live.LiveRuntime;
import org.caissier.live.LiveSettings;
import org.caissier.phone.GoldenGames;
import org.caissier.phone.PhoneClient;
import org.caissier.table.Session;
import org.caissier.testing.EspionJournals;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Espion's page never tells what the spy sealed. A whole saved game with a sealed route is replayed line by line,
 * opened with the spy's PIN (the laptop's state then holds every place of the route), and each of its states —
 * and the escape that ends it, read without the PIN — is published to a phone on loopback: the page in both
 * languages, the script and every message of the event stream hold none of the route's places that nothing public
 * names, no length of a move, and no sealed text. Only once the spy confirmed the end, and every place was read with
 * the PIN, does the route show.
 */
class EspionPhonePageSecretsTest {
    private static final LiveFrame FRAME = new LiveFrame("", "20:15:00");

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"espion", "espion-argon2id"})
    void nothing_sealed_reaches_a_phone_over_a_whole_game(String game) throws Exception {
        String pin = GoldenGames.ESPION_PINS.get(game);
        List<Session.Snapshot<Object, Object>> withPin = GoldenGames.moments(game, dir, pin);
        List<Session.Snapshot<Object, Object>> withoutPin = GoldenGames.moments(game, dir);
        EspionState full = (EspionState) withPin.get(withPin.size() - 1).state();
        assertThat(full.routeKnown()).as("the PIN opened the route").isTrue();
        List<String> secrets =
                EspionJournals.secrets(full, Files.readAllLines(GoldenGames.GOLDEN.resolve(game + ".caissier")));
        assertThat(secrets).as("the saved game has places nothing public names").contains("La Grigonnais", "Guenrouet");

        // Read with the PIN or not, the laptop's state gives the phones the very same page while the game goes on.
        assertThat(withPin).hasSameSizeAs(withoutPin);
        EspionPhonePage render = new EspionPhonePage();
        for (int i = 0; i < withPin.size(); i++) {
            for (Locale language : List.of(Locale.FRENCH, Locale.ENGLISH)) {
                assertThat(render.render(withPin.get(i), language, FRAME))
                        .as("line %d in %s", i, language)
                        .isEqualTo(render.render(withoutPin.get(i), language, FRAME));
            }
        }

        List<Object> published = new ArrayList<>();
        withPin.forEach(published::add);
        withoutPin.forEach(published::add);
        // The end: the spy escapes (the line the save holds undone), on the laptop without the PIN.
        EspionState last = (EspionState) withoutPin.get(withoutPin.size() - 1).state();
        EspionState over = new EspionRules().apply(last, new EspionCommand.Escape(last.spy()));
        assertThat(over.phase()).isEqualTo(Phase.OVER);
        published.add(over);
        // The same end on the laptop that holds the spy's route (his PIN typed), not confirmed: nothing shows either.
        published.add(new EspionRules().apply(full, new EspionCommand.Escape(full.spy())));

        StringBuilder served = new StringBuilder();
        EspionPhonePage page = new EspionPhonePage();
        try (LivePublication live = new LivePublication(LiveRuntime.system(), page)) {
            live.start(LiveSettings.at(InetAddress.getLoopbackAddress(), 0), published.get(0));
            try (PhoneClient phone = new PhoneClient(live.address().orElseThrow())) {
                phone.listen();
                served.append(phone.get("/live.js", "en"));
                long version = 1;
                for (int i = 0; i < published.size(); i++) {
                    if (i > 0) {
                        live.publish(published.get(i));
                        version++;
                    }
                    served.append(phone.until(version));
                    served.append(phone.get("/", "fr")).append(phone.get("/", "en"));
                    for (Locale language : List.of(Locale.FRENCH, Locale.ENGLISH)) {
                        served.append(page.render(published.get(i), language, FRAME));
                    }
                }
            }
        }
        String all = served.toString();
        assertThat(all).contains("Nozay – Saffré", "Le Gâvre");
        for (String secret : secrets) {
            assertThat(all).as("a place of the sealed route").doesNotContain(secret);
        }
        for (String text : sealedTexts(game)) {
            assertThat(all).as("a sealed line's text").doesNotContain(text);
        }
        assertThat(all).doesNotContain("sealed ", "scellé");
    }

    @ParameterizedTest
    @ValueSource(strings = {"espion-argon2id"})
    void the_route_shows_once_the_spy_confirmed_the_end_and_every_place_was_read_with_the_pin(String game)
            throws Exception {
        List<Session.Snapshot<Object, Object>> withPin =
                GoldenGames.moments(game, dir, GoldenGames.ESPION_PINS.get(game));
        EspionState full = (EspionState) withPin.get(withPin.size() - 1).state();
        String during = new EspionPhonePage().render(full, Locale.ENGLISH, FRAME);
        assertThat(during).doesNotContain("La Grigonnais", "Guenrouet", "id=\"route\"");
        EspionState over = new EspionRules().apply(full, new EspionCommand.Escape(full.spy()));
        assertThat(new EspionPhonePage().render(over, Locale.FRENCH, FRAME))
                .as("an end the spy did not confirm")
                .doesNotContain("La Grigonnais", "Guenrouet", "id=\"route\"");
        EspionState confirmed = new EspionRules().apply(over, new EspionCommand.Confirm(full.spy()));
        String after = new EspionPhonePage().render(confirmed, Locale.FRENCH, FRAME);
        assertThat(after)
                .contains("id=\"route\"", "Départ\u202F: Nozay", "La Grigonnais", "Guenrouet", "3,5 cm (7 km)");
    }

    /** The sealed lines' texts as the journal holds them. */
    private static List<String> sealedTexts(String game) throws Exception {
        return Files.readAllLines(GoldenGames.GOLDEN.resolve(game + ".caissier")).stream()
                .map(l -> l.replaceFirst("^#(undone|dropped) ", ""))
                .filter(l -> l.startsWith("sealed "))
                .map(l -> l.substring("sealed ".length()))
                .toList();
    }
}
