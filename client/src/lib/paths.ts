// Every page's path, written once. The URLs are the spec's (`/pages/...`,
// named after the mini-program's page tree) and are shared with the native
// wrapper, invite links and the e2e journey, so they never change; code names
// them through `paths` (route definitions, plain links) and `linkTo` (links
// that carry a query string).
export const paths = {
  // Shell: the three tabs and sign-in.
  home: '/pages/index/index',
  rankTab: '/pages/quiz/index',
  my: '/pages/my/index',
  login: '/pages/login/index',
  // Member: messages, other members, follows, points, shop.
  messages: '/pages/my/message/index',
  member: '/pages/community/personal-center',
  follows: '/pages/community/followedAndBeingFollowed',
  points: '/pages/my/points/index',
  checkIn: '/pages/my/check-in/index',
  shop: '/pages/my/point-shop/index',
  shopRecords: '/pages/my/choose-record/index',
  // Settings, feedback and the legal pages.
  choose: '/pages/choose/index',
  settings: '/pages/my/settings/index',
  authentication: '/pages/my/authentication/index',
  account: '/pages/my/account/index',
  richSettings: '/pages/my/rich-settings/index',
  // What the server pushes to the member (each kind, the games whose draws,
  // quiet hours), kept on the account.
  notificationSettings: '/pages/my/notification-settings/index',
  blockedMembers: '/pages/my/blocked/index',
  // The member's rights over their data: a copy of it, cancelling the account.
  privacyRights: '/pages/my/privacy-rights/index',
  feedbackHelper: '/pages/my/feedback/helper',
  feedbackAdd: '/pages/my/feedback/add',
  feedbackMine: '/pages/my/feedback/mine',
  // Partner apps acting by the member's consent (OAuth): the consent page
  // partners link to (a public URL in docs/partners.md, not a mini-program
  // page) and the apps the member authorized.
  oauthAuthorize: '/oauth/authorize',
  authorizedApps: '/pages/my/authorized-apps/index',
  privacyPolicy: '/pages/privacy/policy',
  userAgreement: '/pages/privacy/agreement',
  childPolicy: '/pages/privacy/children',
  // Invites.
  share: '/pages/share/index',
  shareRule: '/pages/share/rule',
  shareRank: '/pages/share/rank',
  shareReceive: '/pages/share/receive',
  // Home's hubs: chart tools (every game's 走势图 and statistics), every
  // game and tool by category, the play rules, the digit games together.
  chartTools: '/pages/index/chart/index',
  category: '/pages/cate/index',
  rules: '/pages/rule/index',
  numeral: '/pages/numeral/index',
  // Lottery tools. The trend chart is per game (`ssq`, `dlt`, `fc3d`, `pl3`,
  // `pl5`); the statics landscape page is the same grid across the screen.
  trend: '/pages/trend/:game',
  trendLandscape: '/pages/statics/landscape',
  calculator: '/pages/bonus-calculator/index',
  calculatorResult: '/pages/bonus-calculator/result',
  history: '/pages/history/index',
  replay: '/pages/lotteryRePlay/index',
  parity: '/pages/statics/index',
  selection: '/pages/selection/index',
  selectionFilter: '/pages/selection/filter',
  selectionResult: '/pages/selection/select-result',
  selectionRule: '/pages/selection/rule',
  selectionRecords: '/pages/selection/record',
  selectionInfo: '/pages/selection/info',
  splitOrder: '/pages/selection/split-order',
  splitRecords: '/pages/selection/split-record',
  splitInfo: '/pages/selection/split-info',
  // Sports lotteries: the calculators (竞彩足球, 竞彩篮球, 北京单场, 传统足彩),
  // results per game (`jczq`, `jclq`, `bjdc`, `ctzq`), a selection's 奖金明细
  // (chooseResult), its printable tickets (chooseSplitResult), its share
  // page, the member's saved 方案, and the match analysis (a day's
  // matches, then one match).
  sportsFootball: '/pages/sports/football/index',
  sportsBasketball: '/pages/sports/basketball/index',
  sportsBeidan: '/pages/sports/beidan/index',
  sportsTraditional: '/pages/sports/traditional/index',
  sportsResults: '/pages/sports/result/:game',
  sportsChooseResult: '/pages/sports/chooseResult',
  sportsSplitResult: '/pages/sports/chooseSplitResult',
  sportsResultShare: '/pages/sports/resultShare',
  sportsAnalyse: '/pages/sportsAnalyse/index',
  sportsStatics: '/pages/sportsAnalyse/statics',
  sportsRecords: '/pages/sports/record',
  // The 排行 tab's pages (its boards are the tab, rankTab above): picking
  // (竞猜), my picks and record, a member's pick history, the experts, an
  // expert's page, a plan, publishing a plan, the recruitment rules and
  // the application, the quiz rules, the poster, the past boards (往期榜单:
  // each week's and month's board as it closed), and the guessing
  // competitions (list and one; staff release them in the console).
  quizPick: '/pages/quiz/record/index',
  quizMine: '/pages/quiz/mine/index',
  quizHistory: '/pages/quiz/history/index',
  quizExperts: '/pages/quiz/professor/list',
  quizExpert: '/pages/quiz/professor/index',
  quizPlan: '/pages/quiz/plan/index',
  quizPublishPlan: '/pages/quiz/record-for-professor/index',
  quizRecruit: '/pages/quiz/recruit/index',
  quizApply: '/pages/quiz/recruit/apply',
  quizRules: '/pages/quiz/rules/index',
  rankingPoster: '/pages/ranking/poster/index',
  rankingDetail: '/pages/ranking/detail/index',
  rankingMember: '/pages/ranking/member/index', // a member's places on past boards (排名记录)
  competitions: '/pages/competition/index',
  competition: '/pages/competition/detail',
  // The community (社区): the feed (推荐 / 最新 / 关注), a post, a staff
  // system post, writing a post, editing one's own post (within the
  // server's edit window), the topic rank (热门话题), a topic's posts,
  // and search (动态 / 话题 / 用户). A member's posts show on their page
  // (`member` above).
  community: '/pages/community/index',
  communityPost: '/pages/community/detail',
  communitySystemPost: '/pages/community/system-detail',
  communityAdd: '/pages/community/add',
  communityEdit: '/pages/community/edit',
  topicRank: '/pages/community/topic-rank',
  topicPosts: '/pages/community/topic-list',
  search: '/pages/search/index',
  // The shop manager (店主): certification and the shop's account, the
  // toolbox, the family (the shop's customers) and adding one, memos about
  // them (writing one; the list with their results), the shop's invite.
  shopAccount: '/pages/my/shop-account/index',
  shopToolbox: '/pages/shop-manager/index',
  family: '/pages/family/index',
  familyAdd: '/pages/family/add/index',
  memoRecord: '/pages/my/memo/record',
  memoResult: '/pages/my/memo/result',
  shareInfo: '/pages/my/share-info/index',
  // Channels and earnings (渠道与提现): an operator's channels, one
  // channel's days (chart, table, CSV) and its 推广码 (the operator's invite
  // link, QR code and poster); the operator's hub (渠道统计运营), receive info (收款信息), asking to
  // withdraw commission and the withdrawals asked (提现记录).
  channels: '/pages/channels/index',
  channelInfo: '/pages/channels/info',
  channelInvite: '/pages/channels/invite',
  channelOperation: '/pages/my/operation/index',
  receiveInfo: '/pages/my/receive-info/index',
  withdraw: '/pages/my/payouts/withdraw',
  payouts: '/pages/my/payouts/index',
  // Development builds only: every design-system component on one page.
  devComponents: '/pages/dev/components',
} as const;

/** `path?query`, the query already encoded by whoever built it. */
const withQuery = (path: string, query: string) => `${path}?${query}`;

/**
 * Links that carry their state in the query string, so a page reloads and
 * shares as it was: an id, an invite code, or a query string the owning
 * feature built (an order from `orderQuery`, a selection from `writeSelection`).
 */
export const linkTo = {
  member: (id: string) => withQuery(paths.member, `id=${id}`),
  /** `game`: the lower-case game code (`ssq`, `dlt`, `fc3d`, `pl3`, `pl5`). */
  trend: (game: string) => paths.trend.replace(':game', game),
  trendLandscape: (game: string) => withQuery(paths.trendLandscape, `game=${game}`),
  selectionInfo: (id: string) => withQuery(paths.selectionInfo, `id=${id}`),
  splitInfo: (id: string) => withQuery(paths.splitInfo, `id=${id}`),
  shareReceive: (code: string) => withQuery(paths.shareReceive, `code=${code}`),
  calculator: (query: string) => withQuery(paths.calculator, query),
  calculatorResult: (query: string) => withQuery(paths.calculatorResult, query),
  splitOrder: (query: string) => withQuery(paths.splitOrder, query),
  selectionFilter: (query: string) => withQuery(paths.selectionFilter, query),
  selectionResult: (query: string) => withQuery(paths.selectionResult, query),
  /** `game`: `jczq`, `jclq`, `bjdc` or `ctzq`. */
  sportsResults: (game: string) => paths.sportsResults.replace(':game', game),
  /** `query`: a sports selection from the sports feature's `writeOrder`. */
  sportsChooseResult: (query: string) => withQuery(paths.sportsChooseResult, query),
  sportsSplitResult: (query: string) => withQuery(paths.sportsSplitResult, query),
  sportsResultShare: (query: string) => withQuery(paths.sportsResultShare, query),
  sportsStatics: (id: string) => withQuery(paths.sportsStatics, `id=${id}`),
  /** A member's pick history (`id`: a `Member` id). */
  quizHistory: (id: string) => withQuery(paths.quizHistory, `id=${encodeURIComponent(id)}`),
  /** An expert's page (`id`: the expert's `Member` id). */
  quizExpert: (id: string) => withQuery(paths.quizExpert, `id=${encodeURIComponent(id)}`),
  quizPlan: (id: string) => withQuery(paths.quizPlan, `id=${encodeURIComponent(id)}`),
  /** The poster of the caller's place on a board (`period`: WEEK or MONTH; `measure`: HIT_RATE, STREAK or RETURN_RATE). */
  boardPoster: (period: string, measure: string) => withQuery(paths.rankingPoster, `board=${period}&measure=${measure}`),
  /**
   * A past board as it closed (`period`: WEEK or MONTH; `name`: a closed
   * period from `quizClosedPeriods`, `week:2026-W47`, default the newest;
   * `measure`: HIT_RATE, STREAK or RETURN_RATE, default HIT_RATE).
   */
  rankingDetail: (period: string, name?: string, measure?: string) =>
    withQuery(paths.rankingDetail, `period=${period}${name ? `&name=${encodeURIComponent(name)}` : ''}${measure ? `&measure=${measure}` : ''}`),
  /** A member's places on the past boards, 排名记录 (`id`: a `Member` id). */
  rankingMember: (id: string) => withQuery(paths.rankingMember, `id=${encodeURIComponent(id)}`),
  /** The poster of an expert's record (`id`: the expert's `Member` id). */
  expertPoster: (id: string) => withQuery(paths.rankingPoster, `expert=${encodeURIComponent(id)}`),
  competition: (id: string) => withQuery(paths.competition, `id=${encodeURIComponent(id)}`),
  /** A post (`id`: a `Post` id). */
  post: (id: string) => withQuery(paths.communityPost, `id=${encodeURIComponent(id)}`),
  /** A staff system post (`id`: a `Post` id). */
  systemPost: (id: string) => withQuery(paths.communitySystemPost, `id=${encodeURIComponent(id)}`),
  /** A topic's posts (`id`: a `Topic` id). */
  topicPosts: (id: string) => withQuery(paths.topicPosts, `id=${encodeURIComponent(id)}`),
  /** A topic's posts by its name (a #话题# in a body the post's topics do not name). */
  topicPostsByName: (name: string) => withQuery(paths.topicPosts, `name=${encodeURIComponent(name)}`),
  /** Editing one's own post (`id`: a `Post` id). */
  communityEdit: (id: string) => withQuery(paths.communityEdit, `id=${encodeURIComponent(id)}`),
  /** Writing a post, its body started with a topic (`#name# `). */
  communityAddTopic: (name: string) => withQuery(paths.communityAdd, `topic=${encodeURIComponent(name)}`),
  /** Search results for `q` on a tab (`posts`, `topics`, `members`). */
  search: (q: string, tab?: string) => withQuery(paths.search, `q=${encodeURIComponent(q)}${tab ? `&tab=${tab}` : ''}`),
  /** A new memo about a family member (`member`: a `FamilyMember` id). */
  memoRecord: (member: string) => withQuery(paths.memoRecord, `member=${encodeURIComponent(member)}`),
  /** Editing a memo (`id`: a `FamilyMemo` id). */
  memoEdit: (id: string) => withQuery(paths.memoRecord, `id=${encodeURIComponent(id)}`),
  /** One family member's memos (`member`: a `FamilyMember` id). */
  memoResult: (member: string) => withQuery(paths.memoResult, `member=${encodeURIComponent(member)}`),
  /** A channel's days (`id`: a `Channel` id). */
  channelInfo: (id: string) => withQuery(paths.channelInfo, `id=${encodeURIComponent(id)}`),
  /** A channel's 推广码: the operator's invite link, QR code and poster (`id`: a `Channel` id). */
  channelInvite: (id: string) => withQuery(paths.channelInvite, `id=${encodeURIComponent(id)}`),
};
