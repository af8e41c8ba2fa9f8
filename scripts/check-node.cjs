/**
 * Stop on a Node.js older than the project needs, with one line saying which version and how to
 * get it (instead of a stack trace: older versions cannot run the .ts scripts). Run by `preinstall`
 * and before start, test, build and preview; CommonJS in old syntax so any Node can parse it.
 */
'use strict';

/** The oldest Node.js the project runs on (package.json "engines"). */
var MINIMUM = [22, 12, 0];

/** [major, minor, patch] of a version string such as "v20.20.2" or "22.12.0"; undefined when it is none. */
function parseVersion(text) {
  var m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text));
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

/** True when a version string is at least MINIMUM. */
function isSupported(text) {
  var v = parseVersion(text);
  if (!v) return false;
  for (var i = 0; i < 3; i++) {
    if (v[i] !== MINIMUM[i]) return v[i] > MINIMUM[i];
  }
  return true;
}

/** The one line shown on an unsupported version. */
function refusal(text) {
  return (
    'Lustmap needs Node.js >= ' +
    MINIMUM.join('.') +
    ' (this is ' +
    text +
    '). ' +
    'Install Node 24 LTS from https://nodejs.org/ or with a version manager (e.g. "nvm install 24"), then run the command again.'
  );
}

module.exports = { MINIMUM: MINIMUM, parseVersion: parseVersion, isSupported: isSupported, refusal: refusal };

if (require.main === module && !isSupported(process.version)) {
  console.error(refusal(process.version));
  process.exit(1);
}
