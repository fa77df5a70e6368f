// The quiz feature (the 排行 tab): picks, a competition entry, an expert's
// plan with 不中退款, settlement after staff publish the results, and what
// the member sees then (boards, 往期榜单, my picks, the competition board,
// messages, the refund in 积分明细, the poster).
// Each step takes the journey `j` (../runner.mjs).
import { join } from 'node:path';
import { artifacts, check, sleep } from '../runner.mjs';
import { consoleAs } from './console.mjs';

const PLAN_TITLE = '周末焦点：皇马主场不败';
const PLAN_ANALYSIS =
  '皇马近十场主场八胜两平，进攻端状态火热，场均打进两球以上；巴萨客场防守不稳，近五个客场丢球九个。综合两队近期状态与交锋记录，看好皇马主场拿下比赛，推荐主胜。';

/** A staff call that must succeed with no user errors; answers its payload. */
async function staffCall(j, query, variables, field) {
  const data = await j.graphqlCall(query, variables, j.staffToken);
  const payload = data[field];
  if (payload?.userErrors?.length) throw new Error(`${field}: ${JSON.stringify(payload.userErrors)}`);
  return payload;
}

/** A member's session as the client stores it (the community step uses it too): a token (`{ token, expireAt }`) and who it is. */
export async function memberSession(j, mobile, token) {
  const m = (await j.graphqlCall('query($p: String!) { memberByPhone(phone: $p) { id nickname } }', { p: mobile }, j.staffToken)).memberByPhone;
  return { 'lm.token': token.token, 'lm.expireAt': token.expireAt, 'lm.user': JSON.stringify({ id: m.id, nickName: m.nickname }) };
}

/** A second browser (its own storage) signed in with `session`. */
export async function contextAs(j, session) {
  const ctx = await j.browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: [{ origin: j.base, localStorage: Object.entries(session).map(([name, value]) => ({ name, value })) }] },
  });
  const page = await ctx.newPage();
  return { ctx, page, shot: (name) => page.screenshot({ path: join(artifacts, `${name}.png`) }) };
}

/** A form field by its test id, on the input itself or on its wrapper. */
const field = (id) => `input[data-testid=${id}], textarea[data-testid=${id}], [data-testid=${id}] input`;

/** Sets `j.quiz`: the three open matches (ids, numbers), the competition, the expert's session. */
export async function seedQuiz(j) {
  const { graphqlCall, staffToken, api, smsCode, otherId } = j;
  // Three 竞彩足球 matches kicking off in three hours (numbered by the
  // Beijing day of kickoff), with 胜平负 and 让球胜平负 odds — or before
  // Beijing midnight when that is sooner: picks count in the week (and
  // month) of their first kickoff (rules::quiz::periods), and a kickoff
  // past a Sunday's midnight would put them on next week's board, which
  // the tab does not show yet (a run on a Sunday evening failed so). The
  // steps take minutes, so 25 minutes of margin is plenty.
  const now = Date.now();
  const midnight = (Math.floor((now + 8 * 3600_000) / 86_400_000) + 1) * 86_400_000 - 8 * 3600_000;
  const beforeMidnight = midnight - 2 * 60_000;
  const kickoff = new Date(beforeMidnight - now >= 25 * 60_000 ? Math.min(now + 3 * 3600_000, beforeMidnight) : now + 3 * 3600_000);
  const beijing = new Date(kickoff.getTime() + 8 * 3600_000);
  const date = beijing.toISOString().slice(0, 10);
  const weekday = '日一二三四五六'[beijing.getUTCDay()];
  const teams = [
    ['曼城', '阿森纳'],
    ['皇马', '巴萨'],
    ['拜仁', '多特'],
  ];
  const matches = [];
  for (const [i, [home, away]] of teams.entries()) {
    const num = `周${weekday}30${i + 1}`;
    const saved = await staffCall(
      j,
      'mutation($input: SaveSportsMatchInput!) { saveSportsMatch(input: $input) { sportsMatch { id } userErrors { code field message } } }',
      { input: { game: 'JCZQ', matchNum: num, matchDate: date, kickoff: kickoff.toISOString(), league: '欧冠', home, away, handicap: -10 } },
      'saveSportsMatch',
    );
    const id = saved.sportsMatch.id;
    for (const [play, odds] of [
      ['SPF', [185, 340, 390]],
      ['RQSPF', [360, 350, 175]],
    ]) {
      await staffCall(
        j,
        'mutation($input: SetSportsOddsInput!) { setSportsOdds(input: $input) { userErrors { code field message } } }',
        { input: { matchId: id, play, odds, single: true } },
        'setSportsOdds',
      );
    }
    matches.push({ id, num });
  }
  // A competition over them, released.
  const created = await staffCall(
    j,
    'mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { competition { id } userErrors { code field message } } }',
    {
      input: {
        title: '欧冠之夜竞猜大赛',
        description: '三场欧冠焦点战，每场胜平负、让球胜平负各可投注一次。',
        openAt: new Date(Date.now() - 60_000).toISOString(),
        closeAt: kickoff.toISOString(),
        stakeMin: 10,
        stakeMax: 100,
        prizes: [100, 50, 20],
        matches: matches.map((m) => ({ matchId: m.id, plays: ['SPF', 'RQSPF'] })),
      },
    },
    'createCompetition',
  );
  const competitionId = created.competition.id;
  await staffCall(
    j,
    'mutation($id: ID!) { releaseCompetition(input: { id: $id }) { competition { state } userErrors { code field message } } }',
    { id: competitionId },
    'releaseCompetition',
  );
  // The second member becomes an expert.
  const expert = await staffCall(
    j,
    'mutation($id: ID!) { updateMember(input: { id: $id, profile: { isExpert: true } }) { member { isExpert } userErrors { code field message } } }',
    { id: otherId },
    'updateMember',
  );
  check(expert.member.isExpert, 'staff make the second member an expert; three open matches and a released competition are seeded');
  // Points to stake and unlock with: a friend registers with the signed-in
  // member's invite (the invite reward, 50 points).
  const myLegacyId = (await graphqlCall('query($p: String!) { memberByPhone(phone: $p) { legacyId } }', { p: '13800138000' }, staffToken)).memberByPhone.legacyId;
  await api('Authenticate/SendVerificationCode', { mobile: '13700137000', purpose: 'LOGIN' });
  await api('Authenticate/LoginByMobileCode', {
    mobile: '13700137000',
    verificationCode: await smsCode('13700137000'),
    gate: 'WEB',
    inviteMeMemberId: Number(myLegacyId),
  });
  let me;
  for (let i = 0; i < 20; i++) {
    me = (await graphqlCall('query($p: String!) { memberByPhone(phone: $p) { id points } }', { p: '13800138000' }, staffToken)).memberByPhone;
    if (me.points >= 50) break;
    await sleep(250);
  }
  check(me.points >= 50, `the member has ${me.points} points to stake and unlock with`);
  j.quiz = { matches, date, competitionId, meId: me.id, points: me.points, expert: await memberSession(j, '13900139000', j.otherToken) };
}

/**
 * 往期榜单: from the 排行 tab to the past weeks' boards as they closed. The
 * server closes the week and month that ended last within a minute of
 * start (the settlement loop's minute tick), so a closed week is expected
 * by now, its board with rows or none (a fresh database); with no period
 * closed the page says so.
 */
async function pastBoards(j) {
  const { page, base, shot } = j;
  await page.goto(`${base}/pages/quiz/index`);
  await page.click('[data-testid=ranking-detail-link]');
  await page.waitForURL(/\/pages\/ranking\/detail\/index\?period=WEEK$/);
  // Within the new page (the tab may stay on screen while its chunk loads):
  // the board's note once it has loaded, or the empty state of no period.
  const on = (id) => `[data-testid=ranking-detail] [data-testid=${id}]`;
  await page.waitForSelector(`${on('closed-note')}, ${on('empty-state')}`);
  if (await page.$(on('closed-periods'))) {
    await page.waitForSelector(on('closed-note'));
    const first = (await page.textContent(`${on('closed-periods')} .adm-tabs-tab`)).trim();
    check(/\d+日—.*\d+日$/.test(first), `往期榜单 lists the closed weeks by their days (${first})`);
    check((await page.textContent(on('closed-note'))).includes('结榜时的排名'), 'the chosen week’s board says it is as it closed');
    const rows = (await page.$$(on('board-row'))).length;
    check(rows > 0 || !!(await page.$(on('empty-state'))), `the newest closed week’s board shows ${rows ? `${rows} rows` : 'that nobody was on it'}`);
  } else {
    check((await page.textContent(on('empty-state'))).includes('暂无往期榜单'), '往期榜单 says no week has closed yet');
  }
  await shot('53b-quiz-past-boards');
}

/**
 * 排名记录: from 我的竞猜 to the member's places on the past boards. The
 * closed weeks so far had nobody on them (the picks above count this
 * week), so the page says there are none yet; rows, when a closed week
 * did rank the member, are as good.
 */
async function memberPlaces(j) {
  const { page, base, shot } = j;
  await page.goto(`${base}/pages/quiz/mine/index`);
  await page.click('[data-testid=member-places-link]');
  await page.waitForURL(/\/pages\/ranking\/member\/index\?id=/);
  const on = (id) => `[data-testid=member-ranking] [data-testid=${id}]`;
  await page.waitForSelector(`${on('member-places')}, ${on('empty-state')}`);
  check((await page.textContent(on('period-tabs'))).replace(/\s/g, '') === '周榜月榜', '排名记录 has the 周榜 / 月榜 tabs');
  const rows = (await page.$$(on('member-place'))).length;
  check(
    rows > 0 || (await page.textContent(on('empty-state'))).includes('还没有往期榜单名次'),
    `排名记录 ${rows ? `lists ${rows} closed weeks` : 'says the member has no places on a closed week yet'}`,
  );
  await shot('53c-member-places');
}

export async function quiz(j) {
  const { page, base, shot, quiz: q, staffToken } = j;
  const [m1, m2, m3] = q.matches;
  const option = (num, play, name) => `[data-match="${num}"] [data-play=${play}] [data-option="${name}"]`;

  // The tab: entries, boards, my place (nothing settled yet).
  await page.goto(`${base}/pages/quiz/index`);
  await page.waitForSelector('[data-testid=my-place]');
  check((await page.$$('[data-testid=quiz-entry]')).length === 6, 'the 排行 tab leads to its six pages');
  check((await page.textContent('[data-testid=my-rank]')).includes('还没有已结算的竞猜'), 'my place says nothing is settled this week yet');
  await shot('40-quiz-tab-empty');

  // Picking: a single on match 1 (主胜), then a 2串1 of matches 2 and 3.
  await page.click('[data-testid=quiz-entry] >> text=竞猜');
  await page.waitForSelector(option(m1.num, 'SPF', '胜'));
  check((await page.$$('[data-testid=quiz-match]')).length === 3, 'the pick page lists the three open matches of the day');
  await page.click(option(m1.num, 'SPF', '胜'));
  await sleep(300); // the buttons' enabling transition
  await shot('41-quiz-pick-chosen');
  await page.click('[data-testid=submit-pick]');
  await page.waitForSelector(`${option(m1.num, 'SPF', '胜')}.done`);
  check((await page.textContent(option(m1.num, 'SPF', '胜'))).includes('已猜'), 'a single pick is made and its option is marked 已猜');
  check(await page.$eval(option(m1.num, 'SPF', '平'), (b) => b.disabled), 'the other options of a picked play type are closed');
  await page.click('[data-testid=pick-mode] >> text=2串1');
  await page.click(option(m2.num, 'SPF', '胜'));
  await page.click(option(m3.num, 'SPF', '胜'));
  await page.click('[data-testid=submit-pick]');
  await page.waitForSelector(`${option(m3.num, 'SPF', '胜')}.done`);
  check(true, 'a 2串1 of two matches is made');
  await shot('42-quiz-picked');

  // The competition: enter match 1 主胜 with the smallest stake.
  await page.goto(`${base}/pages/competition/index`);
  await page.waitForSelector('[data-testid=competition]');
  await shot('43-competitions');
  await page.click('[data-testid=competition] >> text=欧冠之夜竞猜大赛');
  await page.waitForSelector(option(m1.num, 'SPF', '胜'));
  await page.click(option(m1.num, 'SPF', '胜'));
  await page.click('[data-testid=enter-competition]');
  await page.waitForSelector(`${option(m1.num, 'SPF', '胜')}.done`);
  check(true, 'the member enters the competition with a stake of 10');
  await shot('44-competition-entered');

  // The expert (their own browser): a pick of their own, then a plan of 20
  // points with 不中退款 on match 2 主胜.
  const expert = await contextAs(j, q.expert);
  try {
    const ep = expert.page;
    await ep.goto(`${base}/pages/quiz/record/index`);
    await ep.waitForSelector(option(m3.num, 'SPF', '平'));
    await ep.click(option(m3.num, 'SPF', '平'));
    await ep.click('[data-testid=submit-pick]');
    await ep.waitForSelector(`${option(m3.num, 'SPF', '平')}.done`);
    await ep.goto(`${base}/pages/quiz/record-for-professor/index`);
    await ep.waitForSelector(option(m2.num, 'SPF', '胜'));
    await ep.click(option(m2.num, 'SPF', '胜'));
    await ep.fill('[data-testid=plan-title-input] input', PLAN_TITLE);
    await ep.fill('[data-testid=plan-analysis-input] textarea', PLAN_ANALYSIS);
    await ep.fill('[data-testid=plan-price-input] input', '20');
    await ep.press('[data-testid=plan-price-input] input', 'Tab');
    await ep.click('[data-testid=plan-refund]');
    await expert.shot('45-quiz-publish-plan');
    await ep.click('[data-testid=publish-plan]');
    await ep.waitForSelector('[data-testid=plan-legs]');
    check((await ep.textContent('[data-testid=plan-title]')) === PLAN_TITLE, 'the expert publishes a plan (20 points, 不中退款) and sees it');
    await expert.shot('46-quiz-plan-expert');
  } finally {
    await expert.ctx.close();
  }

  // The member (who follows the expert since the follow step) opens the
  // expert's page and unlocks the plan.
  await page.goto(`${base}/pages/quiz/professor/index?id=${j.otherId}`);
  await page.waitForSelector('[data-testid=plan-item]');
  check((await page.textContent('[data-testid=follow-expert]')) === '已关注', "the expert's page shows the member follows them");
  await page.click(`[data-testid=plan-item] >> text=${PLAN_TITLE}`);
  await page.waitForSelector('[data-testid=plan-locked]');
  check((await page.textContent('[data-testid=refund-tag]')) === '不中退款' && (await page.textContent('[data-testid=plan-price]')) === '20积分', 'the plan shows its price and 不中退款, its picks hidden');
  await shot('47-quiz-plan-locked');
  await page.click('[data-testid=unlock-plan]');
  await page.click('.adm-dialog-button:has-text("确定")');
  await page.waitForSelector('[data-testid=plan-analysis]');
  await page.waitForSelector('.adm-dialog', { state: 'hidden' });
  check((await page.textContent('[data-testid=plan-option]')) === '胜' && (await page.textContent('[data-testid=plan-analysis]')) === PLAN_ANALYSIS, 'unlocking shows the picks and the analysis');
  await shot('48-quiz-plan-unlocked');

  // Staff create a competition from an open match in the console
  // (赛事与开奖 › 竞猜大赛) and release it.
  const staff = await consoleAs(j, '/matches/competitions');
  try {
    const sp = staff.page;
    await sp.click('[data-testid=new-competition]');
    await sp.fill('[data-testid=comp-title]', '焦点战加赛');
    await sp.fill('[data-testid=comp-prizes]', '60,30');
    await sp.locator('[data-testid=release-match]').first().getByText('让球胜平负').click();
    await staff.shot('59-competition-release');
    await sp.click('[data-testid=create-competition]');
    const draft = sp.locator('[data-testid=competitions-table] tbody tr', { hasText: '焦点战加赛' });
    await draft.locator('[data-testid=release-competition]').click();
    await sp.click('[data-testid=release-ok]');
    await draft.locator('[data-testid=release-competition]').waitFor({ state: 'detached' });
    check((await draft.textContent()).includes('已发布'), 'staff create a competition from an open match and release it in the console');
    await staff.shot('60-competition-released');
    // 专家方案: staff read the plan whole (analysis behind its unlock for
    // members) and see the withdrawal dialog; withdrawing is the domain
    // tests' (this plan's 不中退款 refund is checked below).
    await sp.goto(`${j.base}/admin/matches/plans`, { waitUntil: 'networkidle' });
    const plan = sp.locator('[data-testid=plans-table] tbody tr', { hasText: PLAN_TITLE });
    await plan.locator('.ant-table-row-expand-icon').click();
    check((await sp.textContent('[data-testid=plans-table]')).includes(PLAN_ANALYSIS), 'staff read a plan whole in 专家方案');
    await plan.locator('[data-testid=plan-withdraw]').click();
    await sp.locator('[data-testid=plan-withdraw-reason]').waitFor();
    await sp.waitForTimeout(500);
    await staff.shot('60b-console-plan-withdraw');
    // 数据源: the server polls the stand-in results feed once a minute
    // (its first poll at start); staff see it healthy, with no conflicts.
    const feedRow = () => sp.locator('[data-testid=feeds-table] tbody tr', { hasText: '竞彩足球 赛果' });
    for (let i = 0; i < 15 && !(await feedRow().count()); i++) {
      await sp.goto(`${j.base}/admin/matches/feeds`, { waitUntil: 'networkidle' });
      if (!(await feedRow().count())) await sp.waitForTimeout(5000);
    }
    check((await feedRow().textContent()).includes('正常'), 'staff see the results feed healthy in 数据源');
    check((await sp.textContent('[data-testid=feed-conflicts]')).includes('没有冲突'), 'no feed conflicts in 数据源');
    await staff.shot('60c-console-feeds');
  } finally {
    await staff.ctx.close();
  }

  // Staff publish the results: match 1 主胜 (the single and the entry
  // red) in the console (赛事与开奖 › 赛果, the day's 竞彩足球 in the
  // address), match 2 客胜 (the 2串1 black, the plan missed: refunds) and
  // match 3 平 by the API.
  const results = await consoleAs(j, `/matches/results?game=JCZQ&date=${q.date}`);
  try {
    const rp = results.page;
    const row = rp.locator('[data-testid=results-table] tbody tr', { hasText: '曼城' });
    await row.locator('[data-testid=publish-result]').click();
    await rp.locator(field('full-home')).fill('2');
    await rp.locator(field('full-away')).fill('0');
    await rp.locator(field('half-home')).fill('1');
    await rp.locator(field('half-away')).fill('0');
    await results.shot('60b-console-result-form');
    await rp.click('[data-testid=result-submit]');
    // Publishing opens the settlement drawer; the job settles the legs.
    await rp.waitForSelector('[data-testid=settlement-picks][data-open="0"]:not([data-settled="0"])', { timeout: 15000 });
    check((await row.locator('[data-testid=result-score]').textContent()).startsWith('2:0'), 'staff publish 曼城 2:0 in the console and see its picks settled (结算 shows none open)');
    await sleep(400); // the drawer's slide-in
    await results.shot('60c-console-settlement');
  } finally {
    await results.ctx.close();
  }
  for (const [m, full, half] of [
    [m2, { home: 0, away: 1 }, { home: 0, away: 0 }],
    [m3, { home: 1, away: 1 }, { home: 0, away: 1 }],
  ]) {
    await staffCall(
      j,
      'mutation($input: PublishSportsResultInput!) { publishSportsResult(input: $input) { userErrors { code field message } } }',
      { input: { matchId: m.id, fullTime: full, halfTime: half } },
      'publishSportsResult',
    );
  }
  // The jobs settle within a few seconds (a runner polls every second).
  let settled = null;
  for (let i = 0; i < 60 && !settled; i++) {
    const d = await j.graphqlCall(
      `query($c: ID!, $m: ID!) {
        node(id: $c) { ... on Competition { settledMatches } }
        pointsHistory(memberId: $m, first: 10) { nodes { description } }
      }`,
      { c: q.competitionId, m: q.meId },
      staffToken,
    );
    if (d.node.settledMatches === 3 && d.pointsHistory.nodes.some((n) => n.description.includes('不中退款'))) settled = d;
    else await sleep(250);
  }
  check(!!settled, 'the picks, the entry and the plan settle, and the refund is paid, within 15 s of the results');

  // The competition's board: the member is first (+8: 10 × 1.85 rounded down, less the stake).
  await page.goto(`${base}/pages/competition/detail?id=${q.competitionId}`);
  await page.waitForSelector('[data-testid=competition-tabs]');
  await page.click('[data-testid=competition-tabs] >> text=我的投注');
  await page.waitForSelector('[data-testid=entry][data-outcome=RED]');
  check((await page.textContent('[data-testid=entry]')).includes('返还18积分'), 'my entry is red and paid 18 points');
  await shot('49-competition-entries');
  await page.click('[data-testid=competition-tabs] >> text=排行榜');
  await page.waitForSelector('[data-testid=competition-my-rank]');
  check((await page.textContent('[data-testid=competition-my-rank]')) === '第1名', 'the competition board shows my place: 第1名');
  await shot('50-competition-board');

  // The tab's boards: below the hit-rate minimum, first on the streak board.
  await page.goto(`${base}/pages/quiz/index`);
  await page.waitForFunction(() => document.querySelector('[data-testid=my-rank]')?.textContent === '未上榜');
  check(true, 'the hit-rate board pins my place as 未上榜 (below the minimum)');
  await shot('51-quiz-tab-hit-rate');
  await page.click('[data-testid=measure-tabs] >> text=连红');
  await page.waitForFunction(() => document.querySelector('[data-testid=my-rank]')?.textContent === '第1名');
  check(true, 'the streak board pins my place: 第1名');
  await shot('52-quiz-tab-streak');

  // The poster of that place, saved through the download helper.
  await page.click('[data-testid=board-poster]');
  await page.waitForSelector('[data-testid=poster-image]');
  await shot('53-quiz-poster');
  const [saved] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=save-poster]')]);
  check(saved.suggestedFilename() === 'quiz-board-week.png', `the poster saves as an image (${saved.suggestedFilename()})`);

  await pastBoards(j);
  await memberPlaces(j);

  // My picks: the single red, the 2串1 black; my record.
  await page.goto(`${base}/pages/quiz/mine/index`);
  await page.waitForSelector('[data-testid=pick][data-outcome=BLACK]');
  check(!!(await page.$('[data-testid=pick][data-outcome=RED]')), 'my picks show the single red and the 2串1 black');
  check((await page.textContent('[data-testid=hit-rate]')) === '50.0%' && (await page.textContent('[data-testid=recent]')) === '近2中1', 'my record: hit rate 50.0%, 近2中1');
  await shot('54-quiz-mine');

  // The expert's page now draws the red/black bars (ECharts, loaded here).
  await page.goto(`${base}/pages/quiz/professor/index?id=${j.otherId}`);
  await page.waitForSelector('[data-testid=expert-chart] svg');
  check(true, "the expert's page draws their red and black picks per play type");
  await shot('55-quiz-expert');
  await page.click('[data-testid=expert-poster]');
  await page.waitForSelector('[data-testid=poster-image]');
  await shot('55b-quiz-expert-poster');

  // 专家榜: the expert's own pick (match 3 平) settled red above, so the
  // experts board ranks them. A job rebuilds the board within 15 s of a
  // settlement (after the last of a burst): reload every 5 s, for up to
  // 75 s, until it has rows.
  const onExperts = (id) => `[data-testid=quiz-experts] [data-testid=${id}]`;
  const expertsDeadline = Date.now() + 75_000;
  await page.goto(`${base}/pages/quiz/professor/list`);
  for (;;) {
    await page.waitForSelector(`${onExperts('expert-board')}, ${onExperts('empty-state')}`);
    if ((await page.$(onExperts('expert-board'))) || Date.now() > expertsDeadline) break;
    await sleep(5000);
    await page.reload();
  }
  check((await page.textContent(onExperts('expert-window'))).includes('天已结算竞猜排名'), '专家榜 says it ranks the settled picks of the recruitment window');
  check((await page.textContent(onExperts('expert-tabs'))).replace(/\s/g, '') === '命中率连红回报率全部专家', '专家榜 has the 命中率 / 连红 / 回报率 / 全部专家 tabs');
  const expertRows = await page.$$(`${onExperts('expert-board')} [data-testid=board-row]`);
  const expertHref = `/pages/quiz/professor/index?id=${encodeURIComponent(j.otherId)}`;
  check(
    expertRows.length > 0 && !!(await page.$(`${onExperts('expert-board')} a[href="${expertHref}"]`)),
    `the experts board ranks the expert with a settled pick (${expertRows.length} rows), the row leading to their page`,
  );
  await shot('55d-quiz-experts-board');
  await page.click(`${onExperts('expert-tabs')} >> text=全部专家`);
  await page.waitForSelector(onExperts('expert'));
  check(page.url().endsWith('?measure=ALL'), '全部专家 lists the experts, the tab kept in the address');
  await page.goto(`${base}/pages/quiz/history/index?id=${q.meId}`);
  await page.waitForSelector('[data-testid=pick]');
  check(true, "a member's history lists their picks");
  await shot('55c-quiz-history');

  // The messages: settlement and the refund, in the message centre.
  await page.goto(`${base}/pages/my/message/index`);
  await page.waitForSelector('[data-testid=message]');
  const messages = await page.textContent('.lm-main');
  check(messages.includes('竞猜已结算') && messages.includes('方案不中退款'), 'the message centre has the settlement and the refund');
  await shot('56-quiz-messages');

  // The refund in 积分明细.
  await page.goto(`${base}/pages/my/points/index`);
  await page.waitForSelector('[data-testid=balance]');
  check((await page.textContent('.lm-main')).includes(`不中退款：${PLAN_TITLE}`), '积分明细 lists the 不中退款 refund');
  await shot('57-quiz-points-refund');

  // The rules pages say what the rulebook says.
  await page.goto(`${base}/pages/quiz/rules/index`);
  await page.waitForSelector('[data-testid=quiz-rules] li');
  const rules = await page.textContent('[data-testid=quiz-rules]');
  check(
    rules.includes('开赛时截止，以服务器时间为准') && rules.includes('每种玩法只能竞猜一次') && rules.includes('按差额') && rules.includes('不能提现'),
    'the rules page states closing at kickoff, one pick per play type, corrections by the difference, virtual points',
  );
  await shot('58-quiz-rules');

  // The member applies to become an expert: staff set the recruitment rule
  // to the member's record (2 settled at 50%) in the console (系统 › 系统设置:
  // a value out of its range is refused in the form); the application
  // waits in 审核 › 专家申请, staff approve it, and the apply page says the
  // member is an expert now.
  const settings = await consoleAs(j, '/system/settings');
  try {
    const sp = settings.page;
    const edit = async (key, value) => {
      const row = sp.locator('[data-testid=settings-table] tbody tr', { hasText: key });
      await row.locator('[data-testid=setting-edit]').click();
      await sp.locator(field('setting-input')).fill(String(value));
      await sp.click('[data-testid=setting-save]');
      await row.locator('[data-testid=setting-value]', { hasText: new RegExp(`^${value}$`) }).waitFor();
    };
    // 0 is outside EXPERT_MIN_SETTLED's range (1–10000): the form says so.
    const row = sp.locator('[data-testid=settings-table] tbody tr', { hasText: 'EXPERT_MIN_SETTLED' });
    await row.locator('[data-testid=setting-edit]').click();
    await sp.locator(field('setting-input')).fill('0');
    await sp.click('[data-testid=setting-save]');
    await sp.waitForSelector('.ant-modal .ant-form-item-explain-error');
    await settings.shot('c14-console-setting-range');
    await sp.keyboard.press('Escape');
    await edit('EXPERT_MIN_SETTLED', 2);
    await edit('EXPERT_MIN_HIT_PERMILLE', 500);
    await sleep(600); // the dialog's fade-out
    await settings.shot('c15-console-settings');
    check(true, 'staff set the recruitment rule in 系统设置; a value out of range is refused in the form');
  } finally {
    await settings.ctx.close();
  }
  await page.goto(`${base}/pages/quiz/recruit/apply`);
  await page.fill('[data-testid=quiz-apply] textarea', '近期竞彩足球 2 场中 1，擅长欧冠焦点战的胜平负。');
  await page.click('[data-testid=apply-submit]');
  await page.waitForSelector('[data-testid=application]');
  await shot('58b-quiz-applied');
  const review = await consoleAs(j, '/review/experts');
  try {
    const row = review.page.locator('[data-testid=experts-table] tbody tr', { hasText: '擅长欧冠焦点战' });
    await review.shot('c13-console-expert-application');
    await row.locator('[data-testid=review-approve]').click();
    await row.waitFor({ state: 'detached' });
  } finally {
    await review.ctx.close();
  }
  await page.reload();
  await page.waitForSelector('[data-testid=quiz-apply] [data-testid=application]');
  const applied = await page.textContent('[data-testid=quiz-apply]');
  check(applied.includes('你已经是专家') && applied.includes('已通过'), 'staff approve the application in the console; the member app says the member is an expert (已通过)');
  await shot('58c-quiz-expert-approved');
}
