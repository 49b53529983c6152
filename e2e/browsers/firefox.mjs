// Firefox ESR (Debian's firefox-esr) driven over WebDriver BiDi by puppeteer-core, for
// e2e/browsers/test_browsers.py. One JSON command a line on stdin, one JSON answer a line on stdout:
//   {"goto": url} | {"reload": true} | {"smoke": [game, phase]} | {"quit": true}
// answers {"ok": value} or {"error": message}. The smoke step is e2e/browsers/smoke.js.
import {readFileSync} from "node:fs";
import {createInterface} from "node:readline";
import puppeteer from "puppeteer-core";

const smoke = readFileSync(new URL("./smoke.js", import.meta.url), "utf8");
const browser = await puppeteer.launch({
  browser: "firefox", protocol: "webDriverBiDi", headless: true,
  executablePath: process.env.FIREFOX || "/usr/bin/firefox-esr",
});
const page = await browser.newPage();
const errors = [];
let doing = "launch";  // the command in progress, named with each error: where it came from
page.on("pageerror", (error) => errors.push(`${doing}: ${String(error && error.message || error)}`));
const say = (answer) => process.stdout.write(JSON.stringify(answer) + "\n");
say({ok: await browser.version()});

for await (const line of createInterface({input: process.stdin})) {
  const command = JSON.parse(line);
  doing = JSON.stringify(command);
  try {
    if (command.quit) break;
    if (command.goto) await page.goto(command.goto);
    else if (command.reload) await page.reload();
    else if (command.smoke) {
      const [game, phase] = command.smoke;
      say({ok: await page.evaluate(`(${smoke})(${JSON.stringify(game)}, ${JSON.stringify(phase)})`), errors});
      continue;
    }
    say({ok: true, errors});
  } catch (error) {
    say({error: String(error && error.message || error), errors});
  }
}
// Firefox over BiDi can take its time to close (30 s here, the runner's limit): 5 s, then this process ends it
await Promise.race([browser.close(), new Promise((done) => setTimeout(done, 5000))]);
process.exit(0);
