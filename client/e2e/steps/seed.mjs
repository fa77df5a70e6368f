// Before the browser opens: the data the pages show, through the server's
// CLI and API (staff, a second member, draw history, matches).
// Each step takes the journey `j` (../runner.mjs).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { TOTP } from 'otpauth';
import { check, root } from '../runner.mjs';

/** The staff account's authenticator key (base32), given to `create-staff`. */
export const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The staff account's current one-time code, as its authenticator app shows it. */
export function staffCode() {
  return new TOTP({ secret: STAFF_TOTP_SECRET, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** The 30-second step of a TOTP code at `ms`. */
export const totpStep = (ms = Date.now()) => Math.floor(ms / 30_000);

/** Sets `j.staffToken`, `j.otherId` (the member to follow) and `j.otherToken` (their session's token, for the quiz step's expert). */
export async function seedMembers(j) {
  const { smsCode, api, graphqlCall, bin, env } = j;
  // Staff (for sending) and a second member (to be followed), through the API.
  execFileSync(bin, ['create-staff', '--phone', '13500135000'], {
    env: { ...env, STAFF_PASSWORD: 'e2e-admin-password', STAFF_TOTP_SECRET },
  });
  // Only a sign-in with the second factor gives a staff session.
  const staff = await api('Authenticate/Login', {
    userName: '13500135000',
    cipher: 'e2e-admin-password',
    gate: 'MANAGEWEB',
    oneTimeCode: staffCode(),
  });
  check(staff.secondFactor === 'VERIFIED', 'staff sign in with password and TOTP code');
  // A code is used once: a later sign-in waits for the next step's.
  j.staffCodeStep = totpStep();
  j.staffToken = staff.token.token;
  await api('Authenticate/SendVerificationCode', { mobile: '13900139000', purpose: 'LOGIN' });
  // The second member registers (by the code the gateway received).
  const other = await api('Authenticate/LoginByMobileCode', {
    mobile: '13900139000',
    verificationCode: await smsCode('13900139000'),
    gate: 'WEB',
  });
  j.otherToken = other.token;
  // The web app names members by their opaque GraphQL ids. (Raw GraphQL
  // from this script goes as staff: members and visitors may run only the
  // client's own operations in production.)
  j.otherId = (
    await graphqlCall('query($p: String!) { memberByPhone(phone: $p) { id } }', { p: '13900139000' }, j.staffToken)
  ).memberByPhone.id;
}

export async function seedDraws(j) {
  const { bin, env } = j;
  // Draw history through the CLI (twice: the second run changes nothing).
  const draws = join(root, 'schema/domain/tests/fixtures/draws/ssq.json');
  const once = execFileSync(bin, ['import-draws', '--game', 'ssq', '--file', draws], { env }).toString();
  const twice = execFileSync(bin, ['import-draws', '--game', 'ssq', '--file', draws], { env }).toString();
  check(once.includes('243 new') && twice.includes('0 new draws, 243 already stored'), 'import-draws loads 243 draws once');
}

/** Sets `j.matchFile` (the sports results step compares its scores). */
export async function seedMatches(j) {
  const { bin, env } = j;
  // The 179 real 竞彩足球 matches (twice: nothing changes) and sample 竞彩篮球 fixtures.
  const matchFile = (j.matchFile = join(root, 'schema/domain/tests/fixtures/matches/jczq.json'));
  const matchesOnce = execFileSync(bin, ['import-matches', '--file', matchFile], { env }).toString();
  const matchesTwice = execFileSync(bin, ['import-matches', '--file', matchFile], { env }).toString();
  check(
    matchesOnce.includes('179 new matches') && matchesTwice.includes('0 new matches, 0 updated, 179 already stored, 0 odds rows added'),
    'import-matches loads the 179 real matches once',
  );
  for (const game of ['jclq', 'bjdc', 'ctzq']) {
    check(execFileSync(bin, ['sample-matches', '--game', game], { env }).toString().startsWith(`${game} (sample)`), `sample-matches stores ${game} sample fixtures`);
  }
}
