// The follow feature: following a member and their fans list.
// Each step takes the journey `j` (../runner.mjs).
import { check } from '../runner.mjs';

export async function followMember(j) {
  const { page, base, shot, otherId } = j;
  // 4. Follow a member: their fans count changes.
  await page.goto(`${base}/pages/community/personal-center?id=${otherId}`);
  await page.waitForSelector('[data-testid=member-fans]');
  check((await page.textContent('[data-testid=member-fans]')) === '0', 'the member has no fans yet');
  await page.click('[data-testid=follow]');
  await page.waitForFunction(() => document.querySelector('[data-testid=follow]')?.textContent === '已关注');
  await page.waitForFunction(() => document.querySelector('[data-testid=member-fans]')?.textContent === '1');
  check(true, 'following makes the fans count 1');
  await shot('06-followed');
}

export async function fansList(j) {
  const { page, base, otherId, me } = j;
  // The fans list of the followed member lists us.
  await page.goto(`${base}/pages/community/followedAndBeingFollowed?id=${otherId}&tab=fans`);
  await page.waitForSelector(`text=${me.nickName}`);
  check(true, "the followed member's fans list shows the new fan");
}
