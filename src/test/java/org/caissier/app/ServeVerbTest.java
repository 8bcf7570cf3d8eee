package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import org.caissier.ui.phones.Serve;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 36, item 4: {@code caissier serve FILE}: the saved game's page with no window (no display needed), following
 * the file as another program writes it, printing its address and QR code; never a sealed route.
 */
class ServeVerbTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final ServeVerb verb = new ServeVerb(
            Wiring.registry(),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    private final HttpClient http = HttpClient.newHttpClient();

    private String page(URI at, String language) throws Exception {
        HttpResponse<String> answer = http.send(
                HttpRequest.newBuilder(at)
                        .header("Accept-Language", language)
                        .timeout(Duration.ofSeconds(30))
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).isEqualTo(200);
        return answer.body();
    }

    @Test
    void the_page_is_served_with_its_address_and_qr_code_and_follows_lines_played_elsewhere() throws Exception {
        List<String> golden = Files.readAllLines(GOLDEN.resolve("long-cours.caissier"));
        Path file = dir.resolve("game.caissier");
        Files.write(file, golden.subList(0, golden.size() - 3));
        try (Serve serve =
                verb.start(List.of(file.toString(), "--address", "127.0.0.1", "--port", "0", "--lang", "fr"))) {
            assertThat(serve).as(err.toString(StandardCharsets.UTF_8)).isNotNull();
            String said = out.toString(StandardCharsets.UTF_8);
            assertThat(said)
                    .contains("en lecture seule, sur les téléphones à " + serve.address(), "\u2588\u2588", "Ctrl+C");
            String first = page(serve.address(), "fr");
            assertThat(first).contains("<html lang=\"fr\"", "name=\"caissier-version\" content=\"1\"");
            serve.poll();
            assertThat(page(serve.address(), "fr"))
                    .as("nothing changed, nothing new")
                    .contains("content=\"1\"");

            Files.write(file, golden.subList(golden.size() - 3, golden.size()), StandardOpenOption.APPEND);
            serve.poll();
            String after = page(serve.address(), "fr");
            assertThat(after).contains("name=\"caissier-version\" content=\"2\"");
        }
    }

    @Test
    void a_sealed_route_never_reaches_the_page() throws Exception {
        Path file = dir.resolve("espion.caissier");
        Files.copy(GOLDEN.resolve("espion-argon2id.caissier"), file);
        try (Serve serve = verb.start(List.of(file.toString(), "--address", "127.0.0.1", "--port", "0"))) {
            assertThat(serve).as(err.toString(StandardCharsets.UTF_8)).isNotNull();
            for (String language : List.of("fr", "en")) {
                // Places of the spy's route that nothing public names (EspionPhonePageSecretsTest).
                assertThat(page(serve.address(), language))
                        .contains("id=\"circles\"")
                        .doesNotContain("La Grigonnais", "Guenrouet");
            }
        }
    }

    @Test
    void bad_arguments_and_a_game_without_a_page_are_said_and_nothing_is_served() throws Exception {
        Path match = dir.resolve("match.caissier");
        Files.copy(GOLDEN.resolve("cup-match.caissier"), match);
        assertThat(verb.start(List.of(match.toString(), "--address", "127.0.0.1", "--port", "0")))
                .isNull();
        assertThat(verb.start(List.of(dir.resolve("none.caissier").toString(), "--address", "127.0.0.1")))
                .isNull();
        assertThat(verb.start(List.of(match.toString(), "--lang", "de"))).isNull();
        assertThat(verb.start(List.of(match.toString(), "--port", "70000"))).isNull();
        assertThat(verb.start(List.of(match.toString(), "--address", "0.0.0.0")))
                .isNull();
        assertThat(verb.start(List.of("--port"))).isNull();
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains(
                        "has no page for phones",
                        "none.caissier",
                        "--lang is en or fr",
                        "65535",
                        "not on all of them",
                        "--port needs a value",
                        ServeVerb.USAGE);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }
}
