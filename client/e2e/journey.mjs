// The member journeys in a real browser (playwright-core driving the system
// Chromium, headless) against the real server on a fresh SQLite database,
// serving the built client. Screenshots of each step go to
// client/e2e/artifacts/. The runner (./runner.mjs) starts the server and the
// browser; each feature's steps are in ./steps/<feature>.mjs; this file is
// the order they run in (later steps read what earlier ones stored and
// saved, so the order matters).
//
// Usage: node e2e/journey.mjs   (after `npm run build` and `cargo build -p server`)
// Environment: SERVER_BIN (default: the cargo target dir's debug/server),
// CHROMIUM (default /usr/bin/chromium).
import { runJourney } from './runner.mjs';
import { lighthouse } from './steps/audit.mjs';
import { category } from './steps/catalog.mjs';
import { channelInvite, channels, seedChannel } from './steps/channels.mjs';
import { community, ownPosts } from './steps/community.mjs';
import { staffConsole } from './steps/console.mjs';
import { myFeedback } from './steps/feedback.mjs';
import { fansList, followMember } from './steps/follow.mjs';
import { keepSession, signIn } from './steps/login.mjs';
import {
  dltCalculator,
  drawHistory,
  fc3dCalculator,
  prizeCheck,
  replay,
  selection,
  splitOrder,
  ssqCalculator,
} from './steps/lottery.mjs';
import { liveBadge, readMessage } from './steps/messages.mjs';
import { notifications } from './steps/notifications.mjs';
import { numeralPage } from './steps/numeral.mjs';
import { oauth } from './steps/oauth.mjs';
import { everyPage } from './steps/pages.mjs';
import { checkIn } from './steps/points.mjs';
import { offlineHome, updatePrompt } from './steps/pwa.mjs';
import { quiz, seedQuiz } from './steps/quiz.mjs';
import { playRules } from './steps/rules.mjs';
import { seedDraws, seedMatches, seedMembers } from './steps/seed.mjs';
import { bindWeChat, cancelAccount, privacyRights } from './steps/settings.mjs';
import { expiredSession, notFound } from './steps/shell.mjs';
import { shopManager } from './steps/shopManager.mjs';
import { sports } from './steps/sports.mjs';
import { chartTools, parity, trendChart } from './steps/trend.mjs';

await runJourney({
  seed: [seedMembers, seedDraws, seedMatches],
  steps: [
    signIn, // 1
    bindWeChat, // 1b
    keepSession,
    liveBadge, // 2
    readMessage, // 3
    followMember, // 4
    checkIn, // 5
    seedChannel, // 5b: a channel the member runs, a friend registered through it (the roll-up counts them by 8e)
    fansList,
    trendChart,
    ssqCalculator,
    dltCalculator,
    fc3dCalculator,
    prizeCheck,
    replay,
    selection,
    splitOrder,
    drawHistory,
    parity,
    notFound, // 6
    expiredSession, // 7: signs out; sports signs in again
    chartTools, // 8: the hubs
    category,
    playRules,
    numeralPage,
    sports, // 8b
    seedQuiz, // 8c: the 排行 tab (seeds after the member exists: the invite reward)
    quiz,
    community, // 8d: a post, a comment and a like, the batched message, search
    ownPosts, // 8d2: my posts from 我的, the post edited (within its 10 minutes, so right after 8d); the expert posts with a plan, blocked and unblocked (黑名单), the post deleted
    myFeedback, // 8d3: 我的反馈 — one edited and deleted, one answered in the console, withdrawn
    shopManager, // 8e: certified by staff, adds a family member by phone, a note and a memo
    channels, // 8f: a channel's chart and CSV, a withdrawal approved and paid, its message
    channelInvite, // 8f2: the channel's 推广码 — code, link, QR code, the QR image and poster saved
    oauth, // 8g: a partner app by the member's consent, on two instances; revoked in settings
    staffConsole, // 8h: the staff console at /admin/: TOTP sign-in, an enrolment, members filtered and exported, the audit log (the review queues, competitions and channels are used in 8c–8f)
    privacyRights, // 8i: 个人信息与账号注销 — a copy of the member's data asked, built by the job, downloaded and read
    notifications, // 8i2: 通知设置 in a browser of its own as the app wrapper — signed in by SMS code, the push client registered; 竞猜结算 off, 双色球, quiet hours 22:30–07:30 read back after a reload; sign-out unregisters the push client
    everyPage, // 9
    offlineHome, // 10
    updatePrompt, // 11
    lighthouse, // 12
    cancelAccount, // 13: last — the member cancels the account (SMS code, confirmation), signed out and home
  ],
});
