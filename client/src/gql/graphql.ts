/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Input of `applyShop`. */
export type ApplyShopInput = {
  /** The shop's address, 1 to 200 characters. */
  address: string;
  /** The shop-front photo: the `fid` of an image the caller uploaded. */
  frontPhoto: string;
  /** The licence's number, 1 to 40 characters. */
  licenceNo: string;
  /**
   * The sales licence (代销证) photo: the `fid` of an image the caller
   * uploaded.
   */
  licencePhoto: string;
  /** The licence's last valid day; not in the past. */
  licenceValidUntil: string;
  /** The owner as on the licence, 1 to 20 characters. */
  ownerName: string;
  /** The shop's name, 1 to 40 characters. */
  shopName: string;
};

/** What to count: the game's bet form and how many numbers were picked. */
export type BetCountInput = {
  /** 大乐透 追加 (3 yuan a bet). */
  additional?: boolean | null | undefined;
  /** `DLT_MULTI`: back numbers picked, 2 to 12. */
  back?: number | null | undefined;
  /** `DLT_DANTUO`: back 胆 picked, 0 or 1 (default 0). */
  backDan?: number | null | undefined;
  /**
   * `DLT_DANTUO`: back 拖 picked; back 胆 + 拖 is 3 to 12 with a back 胆,
   * 2 to 12 without.
   */
  backTuo?: number | null | undefined;
  /** `SSQ_MULTI`, `SSQ_DANTUO`: blues picked, 1 to 16. */
  blue?: number | null | undefined;
  /** `SSQ_DANTUO`: red 胆 picked, 1 to 5. */
  dan?: number | null | undefined;
  /**
   * `GROUP3`: digits picked, 2 to 10 (组三复式); `GROUP6`: 3 to 10
   * (组六复式).
   */
  digits?: number | null | undefined;
  /** `DLT_MULTI`: front numbers picked, 5 to 35. */
  front?: number | null | undefined;
  /** `DLT_DANTUO`: front 胆 picked, 1 to 4. */
  frontDan?: number | null | undefined;
  /** `DLT_DANTUO`: front 拖 picked; front 胆 + 拖 is 6 to 35. */
  frontTuo?: number | null | undefined;
  /** The bet form. */
  kind: BetKind;
  /** Default 1. */
  multiple?: number | null | undefined;
  /** `QLC_MULTI`: numbers picked, 7 to 30 (七乐彩复式). */
  numbers?: number | null | undefined;
  /** Digits picked per position (直选复式). */
  positions?: Array<number> | null | undefined;
  /** `SSQ_MULTI`: reds picked, 6 to 20. */
  red?: number | null | undefined;
  /**
   * `DIRECT_SUM`: the sum, 0 to 27 (直选和值); `GROUP_SUM`: 1 to 26
   * (组选和值).
   */
  sum?: number | null | undefined;
  /** `SSQ_DANTUO`: red 拖 picked; 胆 + 拖 is 7 to 33. */
  tuo?: number | null | undefined;
};

/** A bet form the bonus calculator counts (投注方式). */
export type BetKind =
  /** 3D / 排列三 / 排列五 直选复式: digits per position in `positions`. */
  | 'DIRECT_MULTI'
  /** 直选和值: the `sum`. */
  | 'DIRECT_SUM'
  /** 大乐透 胆拖: `frontDan`, `frontTuo`, `backDan`, `backTuo`. */
  | 'DLT_DANTUO'
  /** 大乐透 复式: `front` and `back`. */
  | 'DLT_MULTI'
  /** 组三 复式: `digits` picked. */
  | 'GROUP3'
  /** 组六 复式: `digits` picked. */
  | 'GROUP6'
  /** 组选和值: the `sum`. */
  | 'GROUP_SUM'
  /** 七乐彩 复式: `numbers` picked. */
  | 'QLC_MULTI'
  /** 双色球 胆拖: `dan`, `tuo` and `blue`. */
  | 'SSQ_DANTUO'
  /** 双色球 复式: `red` and `blue` picked. */
  | 'SSQ_MULTI';

/** 奖金优化: how the same stake is spread over the single bets. */
export type BonusStrategy =
  /** 平均优化: every bet returns about the same. */
  | 'EVEN'
  /** 博热优化: every bet returns the stake, the rest on the likeliest. */
  | 'FAVOURITE'
  /** 博冷优化: every bet returns the stake, the rest on the longest shot. */
  | 'LONGSHOT';

/** Input of `cancelAccount`. */
export type CancelAccountInput = {
  /** An SMS code sent with purpose `CANCEL`. */
  code: string;
  /** The account's mobile number. */
  phone: string;
};

/** Where a competition is. */
export type CompetitionState =
  /** Staff are preparing it; members don't see it. */
  | 'DRAFT'
  /** Every match settled and the prizes paid. */
  | 'PRIZED'
  /** Released (发布): members enter until `closeAt`. */
  | 'RELEASED';

/** Input of `createComment`. */
export type CreateCommentInput = {
  /** The text, 1 to 500 characters. */
  body: string;
  /** Makes a retried request one comment. */
  idempotencyKey?: string | null | undefined;
  /** The post (a `Post` id). */
  postId: string | number;
  /**
   * The comment this answers (a `Comment` id); absent for a level-1
   * comment.
   */
  replyToId?: string | number | null | undefined;
};

/** Input of `createFamilyMemo`. */
export type CreateFamilyMemoInput = {
  /** The memo, 1 to 500 characters. */
  content: string;
  /** The family member it is about (a `FamilyMember` id). */
  familyMemberId: string | number;
  /** Its result so far, 0 to 500 characters. */
  result?: string;
};

/** Input of `createInviteCodes`. */
export type CreateInviteCodesInput = {
  /** The channels, at most 20. */
  channels: Array<string>;
  /** The member (global id): the caller, or anyone for staff. */
  memberId: string | number;
};

/** Input of `createPost`. */
export type CreatePostInput = {
  /**
   * The text, up to 2000 characters; topics written `#name#`,
   * mentions `@nickname `.
   */
  body: string;
  /** Or one of the caller's expert plans. */
  expertPlanId?: string | number | null | undefined;
  /** Makes a retried request one post (1 to 64 printable characters). */
  idempotencyKey?: string | null | undefined;
  /** Up to 9 images uploaded by the caller (`uploadImage` fids). */
  imageFids?: Array<string>;
  /** Attach a saved number selection of the caller's (a snapshot). */
  savedSelectionId?: string | number | null | undefined;
  /** Or a saved sports selection of the caller's. */
  sportsSelectionId?: string | number | null | undefined;
};

/** A 传统足彩 pool. */
export type CtzqPool =
  /** 6场半全场. */
  | 'BQC6'
  /** 4场进球. */
  | 'JQ4'
  /** 任选九场. */
  | 'RX9'
  /** 14场胜负彩. */
  | 'SFC14';

/** A 传统足彩 ticket. */
export type CtzqTicketInput = {
  /** 任九's 胆, one flag per match (or none). */
  bankers?: Array<boolean>;
  /**
   * Per result (14, 12 or 8) the options picked by index (`3`/`1`/`0`
   * are 0/1/2; 进球 `0`–`3+` are 0–3); empty for a match 任九 leaves out.
   */
  picks: Array<Array<number>>;
  /** The pool played. */
  pool: CtzqPool;
};

/** Where a request for a copy stands. */
export type DataExportState =
  /** Its 24 hours ran out; the archive is gone (ask again). */
  | 'EXPIRED'
  /** Asked; the archive is being built (usually within a minute). */
  | 'PENDING'
  /** Built; `url` downloads it until `expiresAt`. */
  | 'READY';

/** Input of `decideOauthAuthorization`. */
export type DecideOauthAuthorizationInput = {
  /** `true`: 同意; `false`: 拒绝 (the app hears `access_denied`). */
  approve: boolean;
  /** The request the consent page showed. */
  request: OauthAuthorizationInput;
};

/** How a digit game's ticket is played. */
export type DigitPlayKind =
  /** 直选: the digits in order. */
  | 'DIRECT'
  /** 组选: the digits in any order. */
  | 'GROUP';

/** Input of `editFeedback`. */
export type EditFeedbackInput = {
  /** The new text, 1 to 500 characters. */
  content: string;
  /** The feedback (global id); the caller's own, before staff reply. */
  id: string | number;
};

/** Input of `editPost`. */
export type EditPostInput = {
  /** The new text. */
  body: string;
  /** The images, as they should be now. */
  imageFids?: Array<string>;
  /** The post (a `Post` id). */
  postId: string | number;
};

/** Input of `enterCompetition`. */
export type EnterCompetitionInput = {
  /** The competition (a `Competition` id). */
  competitionId: string | number;
  /** One match and play type of the competition. */
  leg: QuizLegInput;
  /** Points, within the competition's range and the caller's balance. */
  stake: number;
};

/** A draw game. The wire names are the short codes the product uses. */
export type Game =
  /** 大乐透: 5 front of 1–35, 2 back of 1–12. */
  | 'DLT'
  /** 福彩3D: 3 digits. */
  | 'FC3D'
  /** 排列三: 3 digits (the first three of 排列五). */
  | 'PL3'
  /** 排列五: 5 digits. */
  | 'PL5'
  /** 七乐彩: 7 of 1–30 plus a special number. */
  | 'QLC'
  /** 七星彩 (2020 format): 6 digits 0–9 and one of 0–14. */
  | 'QXC'
  /** 双色球: 6 red of 1–33, 1 blue of 1–16. */
  | 'SSQ';

/** Where a member signs in from. */
export type Gate =
  /** The native app. */
  | 'APP'
  /** The second brand's native app. */
  | 'BRAND2_APP'
  /** The second brand's web client. */
  | 'BRAND2_WEB'
  /** The second brand's mini-program. */
  | 'BRAND2_WECHATPROGRAM'
  /** The staff back office. */
  | 'MANAGEWEB'
  /** The web (H5) client. */
  | 'WEB'
  /** The WeChat mini-program (小程序). */
  | 'WECHATPROGRAM';

/** Input of `loginByCarrierToken`. */
export type LoginByCarrierTokenInput = {
  /** The carrier one-click token (本机号码一键登录) from the app's SDK. */
  carrierToken: string;
  /** Where the member signs in from. */
  gate?: Gate | null | undefined;
  /** The device model, for the sign-in log. */
  model?: string | null | undefined;
  /** The client platform, for the sign-in log. */
  platform?: string | null | undefined;
};

/** Input of `loginByPassword` (staff). */
export type LoginByPasswordInput = {
  /**
   * The 6-digit code of the staff member's authenticator app, or one of
   * their recovery codes; without it an enrolled account signs in with
   * no staff rights (`secondFactor: REQUIRED`).
   */
  code?: string | null | undefined;
  /** Where they sign in from (usually `MANAGEWEB`). */
  gate?: Gate | null | undefined;
  /** The password. */
  password: string;
  /** The staff member's mobile number. */
  phone: string;
};

/** Input of `loginByPhoneCode`. */
export type LoginByPhoneCodeInput = {
  /** The 6-digit code from the SMS (purpose `LOGIN`). */
  code: string;
  /** Where the member signs in from. */
  gate?: Gate | null | undefined;
  /** An invite code (邀请码); wins over `inviterId`. */
  inviteCode?: string | null | undefined;
  /** The member who invited this one (global id); used on registration. */
  inviterId?: string | number | null | undefined;
  /**
   * The inviter's legacy id, from the legacy apps' invite links
   * (`?inviteMeMemberId=`); instead of `inviterId`.
   */
  inviterLegacyId?: string | null | undefined;
  /** The device model, for the sign-in log. */
  model?: string | null | undefined;
  /** The mobile number the code was sent to. */
  phone: string;
  /** The client platform (`ios`, `android`, `web`), for the sign-in log. */
  platform?: string | null | undefined;
};

/** Input of `loginByWeChatCode`. */
export type LoginByWeChatCodeInput = {
  /** The `wx.login` code. */
  code: string;
  /** An invite code (邀请码); wins over `inviterId`. */
  inviteCode?: string | null | undefined;
  /** The member who invited this one (global id); used on registration. */
  inviterId?: string | number | null | undefined;
  /**
   * The inviter's legacy id, from the legacy apps' invite links
   * (`?inviteMeMemberId=`); instead of `inviterId`.
   */
  inviterLegacyId?: string | null | undefined;
  /** The device model, for the sign-in log. */
  model?: string | null | undefined;
  /** A phone-number grant code; needed when the WeChat account is new. */
  phoneCode?: string | null | undefined;
  /** The client platform, for the sign-in log. */
  platform?: string | null | undefined;
};

/** What a message is about. */
export type MessageType =
  /** About other members: a new follower, a reply to feedback (互动). */
  | 'INTERACTION'
  /** About points (积分). */
  | 'POINTS'
  /** A notice from the operator (系统通知). */
  | 'SYSTEM_NOTICE';

/** What a notification is about; each can be turned off. */
export type NotificationCategory =
  /** 开奖结果 of the games chosen in `drawGames`. */
  | 'DRAW_RESULT'
  /** 方案解锁与退款, and new plans of followed experts. */
  | 'PLAN'
  /** 竞猜结算: a pick or a competition settled. */
  | 'QUIZ_SETTLED'
  /** 评论与回复: comments, replies, mentions and likes of one's posts. */
  | 'REPLY'
  /** 系统通知 from staff; sent even in quiet hours. */
  | 'SYSTEM'
  /** 提现进度 and commission credited; sent even in quiet hours. */
  | 'WITHDRAWAL';

/**
 * An authorization request as the partner's link gave it (RFC 6749
 * §4.1.1, RFC 7636 §4.3); the consent page passes the URL's parameters.
 */
export type OauthAuthorizationInput = {
  /** `client_id`: the partner's global id. */
  clientId: string;
  /** `code_challenge`: BASE64URL(SHA-256(verifier)). */
  codeChallenge: string;
  /** `code_challenge_method`: `S256`. */
  codeChallengeMethod: string;
  /** `redirect_uri`: one the partner registered, exactly. */
  redirectUri: string;
  /** `response_type`: `code`. */
  responseType: string;
  /** `scope`: member scope names, space-separated (`member:read points:read`). */
  scope: string;
  /** `state`: returned to the partner as given. */
  state?: string | null | undefined;
};

/** How a payee is paid. */
export type PayeeKind =
  /** An Alipay account. */
  | 'ALIPAY'
  /** A bank card. */
  | 'BANK';

/** Which way a points ledger row moved the balance. */
export type PointsDirection =
  /** Points credited (earned: check-in, invites, rewards, refunds). */
  | 'CREDIT'
  /** Points debited (spent in the shop). */
  | 'DEBIT';

/** The order of a feed. */
export type PostFeed =
  /** 关注: the posts of members the caller follows, newest first. */
  | 'FOLLOWING'
  /** 推荐: hottest first (likes, comments and age; stored score). */
  | 'HOT'
  /** 最新: newest first. */
  | 'NEWEST';

/** Where a post or comment stands. */
export type PostState =
  /** Deleted by its author. */
  | 'DELETED'
  /**
   * Waiting for staff review (a listed word, or 3 reports); only the
   * author sees it.
   */
  | 'HELD'
  /** Refused by staff. */
  | 'REJECTED'
  /** Shown. */
  | 'VISIBLE';

/** Input of `publishExpertPlan`. */
export type PublishExpertPlanInput = {
  /** At least the set minimum (50) to 5000 characters. */
  analysis: string;
  /** 1 to 4 picks on matches still taking picks. */
  legs: Array<QuizLegInput>;
  /** Points to unlock: 0 (free) to the set maximum (500). */
  price: number;
  /** 不中退款: unlockers get their points back when it misses. */
  refundOnMiss: boolean;
  /** 1 to 40 characters. */
  title: string;
};

/** Quiet hours to set. */
export type QuietHoursInput = {
  /** End, `HH:MM`; different from the start. */
  end: string;
  /** Start, `HH:MM` (24-hour, Beijing time). */
  start: string;
};

/** What a board orders by. */
export type QuizBoardMeasure =
  /** Hit rate (at least 10 settled in the week, 30 in the month). */
  | 'HIT_RATE'
  /** Return rate (the same minimum as the hit rate). */
  | 'RETURN_RATE'
  /** The longest red streak in the period. */
  | 'STREAK';

/** A board's period. */
export type QuizBoardPeriod =
  /** The calendar month, Asia/Shanghai. */
  | 'MONTH'
  /** Monday 00:00 to Sunday 24:00, Asia/Shanghai. */
  | 'WEEK';

/**
 * One option of one play type of one match, as a pick, a plan's pick or
 * a competition entry takes it.
 */
export type QuizLegInput = {
  /** The option's index in ticket order (`sportsPlayTypes.options`). */
  choice: number;
  /** The match (a `SportsMatch` id). */
  matchId: string | number;
  /** 胜平负 or 让球胜平负 (football); 胜负, 让分胜负 or 大小分 (basketball). */
  play: SportsPlayType;
};

/** How a pick, leg, plan or entry settled. */
export type QuizOutcome =
  /** 黑: it missed. */
  | 'BLACK'
  /** 红: it hit. */
  | 'RED'
  /**
   * The match was cancelled: outside the record (a 2串1 with one void
   * leg counts as the other leg's single).
   */
  | 'VOID';

/** Input of `redeem`. */
export type RedeemInput = {
  /** One of the caller's delivery addresses (`myAddresses`, global id). */
  addressId: string | number;
  /**
   * A fresh key per redeem attempt (e.g. a UUID); resending the same key
   * answers the first redemption instead of redeeming twice.
   */
  idempotencyKey: string;
  /** The item to redeem (global id). */
  itemId: string | number;
  /** How many, 1 to 99; default 1. */
  quantity?: number | null | undefined;
};

/** Delivery state of a redemption. */
export type RedemptionStatus =
  /** Cancelled by staff: points refunded and stock restored. */
  | 'CANCELLED'
  /** Points paid, waiting for staff to ship it. */
  | 'PENDING'
  /** Sent by courier; `trackingNo` is set. */
  | 'SHIPPED';

/** Input of `registerPushClient`. */
export type RegisterPushClientInput = {
  /** The device's model. */
  modelType?: string | null | undefined;
  /** The device's name. */
  name?: string | null | undefined;
  /** The push service's client id of this device. */
  pushClientId: string;
};

/** Input of `reportPost`. */
export type ReportPostInput = {
  /** The post (a `Post` id). */
  postId: string | number;
  /** What is wrong, 1 to 200 characters. */
  reason: string;
};

/** Input of `requestWithdrawal`. */
export type RequestWithdrawalInput = {
  /** The amount in fen (分), at least the minimum (10 yuan by default). */
  amountFen: string;
  /**
   * Makes a retried request one withdrawal (1 to 64 printable
   * characters; a UUID).
   */
  idempotencyKey?: string | null | undefined;
};

/** Input of `saveSelection`. */
export type SaveSelectionInput = {
  /** Blue / back numbers picked. */
  extraNumbers: Array<number>;
  /** The game: 双色球, 大乐透 or 七乐彩. */
  game: Game;
  /** Red / front numbers picked. */
  mainNumbers: Array<number>;
  /** 倍数, 1 or more (default 1). */
  multiple?: number | null | undefined;
};

/**
 * What a staff password sign-in still needs before its token carries
 * staff rights.
 */
export type SecondFactor =
  /**
   * The account has no second factor: enrol one
   * (`beginStaffFactorEnrolment`) with this token, a member's.
   */
  | 'ENROL'
  /** Sign in again with `code`: the token is a member's. */
  | 'REQUIRED'
  /**
   * The code was right: the token is a staff session (30 minutes,
   * refreshed while active).
   */
  | 'VERIFIED';

/** Number selection filters (双色球): ranges are inclusive. */
export type SelectNumbersInput = {
  /** The most big reds (大, 17–33) in a combination, 0 to 6. */
  bigMax?: number | null | undefined;
  /** The fewest big reds (大, 17–33) in a combination, 0 to 6. */
  bigMin?: number | null | undefined;
  /** Blues to play with every combination (at least one). */
  blues: Array<number>;
  /** 6 to 20 candidate reds. */
  candidates: Array<number>;
  /** Reds no combination may contain (杀号). */
  exclude?: Array<number> | null | undefined;
  /** Reds every combination must contain; each must be a candidate. */
  must?: Array<number> | null | undefined;
  /** The most odd reds in a combination, 0 to 6. */
  oddMax?: number | null | undefined;
  /** The fewest odd reds in a combination, 0 to 6. */
  oddMin?: number | null | undefined;
  /** The largest span of a combination (跨度: largest red minus smallest). */
  spanMax?: number | null | undefined;
  /** The smallest span of a combination (跨度: largest red minus smallest). */
  spanMin?: number | null | undefined;
  /** The largest sum of a combination's six reds (和值). */
  sumMax?: number | null | undefined;
  /** The smallest sum of a combination's six reds (和值). */
  sumMin?: number | null | undefined;
};

/** Input of `sendVerificationCode`. */
export type SendVerificationCodeInput = {
  /** The mainland mobile number (11 digits) to text the code to. */
  phone: string;
  /** What the code will be good for. */
  purpose: VerificationPurpose;
};

/** Input of `setDeliveryAddress`: the default delivery address (收货地址). */
export type SetDeliveryAddressInput = {
  /** The rest of the address. */
  address: string;
  /** City. */
  city?: string | null | undefined;
  /** Country. */
  country?: string | null | undefined;
  /**
   * Staff with the members permission may set another member's address
   * (global id); absent: the caller's own.
   */
  memberId?: string | number | null | undefined;
  /** The receiver's name. */
  name: string;
  /** The receiver's mobile number. */
  phone: string;
  /** Province. */
  province?: string | null | undefined;
  /** Street. */
  street?: string | null | undefined;
};

/** Input of `setPayee`. */
export type SetPayeeInput = {
  /** A bank card number (12 to 30 digits) or an Alipay account. */
  accountNo: string;
  /** The bank's name (for a bank card). */
  bankName?: string;
  /** Bank or Alipay. */
  kind: PayeeKind;
  /** The legal name: must be the caller's real-name authentication's. */
  legalName: string;
};

/**
 * An order to split: 双色球 [red, blue], 大乐透 [front, back], 七乐彩
 * [numbers], 3D/排列三 3 positions, 排列五 5, 七星彩 7.
 */
export type SplitOrderInput = {
  /** 大乐透 追加. */
  additional?: boolean | null | undefined;
  /** The game. */
  game: Game;
  /** Default 1. */
  multiple?: number | null | undefined;
  /**
   * The zones in the game's order: 双色球 [red, blue], 大乐透 [front,
   * back], 七乐彩 [numbers], 3D/排列三 3 positions, 排列五 5, 七星彩 7.
   */
  zones: Array<ZoneInput>;
};

/** A sports lottery. */
export type SportsGame =
  /** 北京单场: floating SP; pays 65% of 2 × Π SP. */
  | 'BJDC'
  /** 传统足彩: 14场胜负彩, 任九, 6场半全场, 4场进球. */
  | 'CTZQ'
  /** 竞彩篮球: fixed odds at sale; results include overtime. */
  | 'JCLQ'
  /** 竞彩足球: fixed odds at sale. */
  | 'JCZQ';

/** A match of a selection. */
export type SportsMatchInput = {
  /** A 胆: in every bet. */
  banker?: boolean;
  /**
   * 让球 / 让分 for the home side in tenths (−1 goal = −10, −1.5 points
   * = −15), as sold.
   */
  handicap?: number;
  /**
   * The stored match (`SportsMatch.id`): needed by `sportsPrizeCheck`,
   * ignored by the calculators.
   */
  matchId?: string | number | null | undefined;
  /** The options picked (several play types for 混合过关). */
  picks: Array<SportsPickInput>;
  /** 大小分's preset total points in tenths (178.5 → 1785). */
  totalLine?: number;
};

/** A match's sale and result state. */
export type SportsMatchState =
  /** Sales closed, no result yet. */
  | 'CLOSED'
  /** Finished: the result is in. */
  | 'FINISHED'
  /** On sale. */
  | 'SELLING'
  /** Declared invalid (无效场次): every leg on it counts at odds 1.00. */
  | 'VOID';

/** One option picked in a match. */
export type SportsPickInput = {
  /** Its odds (竞彩) or SP (北单) in hundredths (2.10 → 210). */
  odds: number;
  /** The option's index in the play type's `options`. */
  option: number;
  /** The play type. */
  play: SportsPlayType;
};

/** A play type (玩法). */
export type SportsPlayType =
  /** 北京单场 比分. */
  | 'BD_BF'
  /** 北京单场 半全场. */
  | 'BD_BQC'
  /** 北京单场 让球胜平负. */
  | 'BD_RQSPF'
  /** 北京单场 胜负过关. */
  | 'BD_SFGG'
  /** 北京单场 上下单双. */
  | 'BD_SXDS'
  /** 北京单场 总进球. */
  | 'BD_ZJQ'
  /** 竞彩足球 比分. */
  | 'BF'
  /** 竞彩足球 半全场. */
  | 'BQC'
  /** 竞彩篮球 大小分. */
  | 'DXF'
  /** 竞彩篮球 让分胜负. */
  | 'RFSF'
  /** 竞彩足球 让球胜平负. */
  | 'RQSPF'
  /** 竞彩篮球 胜负. */
  | 'SF'
  /** 竞彩篮球 胜分差. */
  | 'SFC'
  /** 竞彩足球 胜平负. */
  | 'SPF'
  /** 竞彩足球 总进球. */
  | 'ZJQ';

/** A 竞彩 or 北单 selection. */
export type SportsSelectionInput = {
  /** 竞彩足球, 竞彩篮球 or 北京单场. */
  game: SportsGame;
  /** The matches, each with its picks. */
  matches: Array<SportsMatchInput>;
  /** Default 1. */
  multiple?: number | null | undefined;
  /**
   * 过关方式 such as `["3串4"]`, or several M串1 (`["2串1", "3串1"]`,
   * 自由过关); `单关` for singles.
   */
  passTypes: Array<string>;
};

/** Input of `submitFeedback`. */
export type SubmitFeedbackInput = {
  /** What the member writes, 1 to 500 characters. */
  content: string;
  /** Uploaded image ids (`fid`), at most 4. */
  images?: Array<string> | null | undefined;
};

/** A ticket as played (the bonus calculator and the replay). */
export type TicketInput = {
  /** 大乐透 追加 (3 yuan a bet). */
  additional?: boolean | null | undefined;
  /**
   * 大乐透 2026 rules: whether the pool before the draw was at least
   * 8亿; used only when the stored previous draw has no pool.
   */
  boosted?: boolean | null | undefined;
  /** Blue / back numbers (七星彩: the last digit). */
  extra?: Array<number>;
  /** Red / front numbers, or the digits. */
  main: Array<number>;
  /** Default 1. */
  multiple?: number | null | undefined;
  /** Digit games: how the digits are played (default `DIRECT`). */
  play?: DigitPlayKind | null | undefined;
};

/** Input of `unregisterPushClient`. */
export type UnregisterPushClientInput = {
  /** The push client id `registerPushClient` bound. */
  pushClientId: string;
};

/** Input of `updateFamilyMemo`: what is given changes. */
export type UpdateFamilyMemoInput = {
  /** The new memo, 1 to 500 characters. */
  content?: string | null | undefined;
  /** The memo (a `FamilyMemo` id). */
  id: string | number;
  /** The result, 0 to 500 characters. */
  result?: string | null | undefined;
};

/** Where the member lives; absent fields are cleared. */
export type UpdateLocationInput = {
  /** The rest of the address. */
  address?: string | null | undefined;
  /** City. */
  city?: string | null | undefined;
  /** Country. */
  country?: string | null | undefined;
  /** Province. */
  province?: string | null | undefined;
  /** Street. */
  street?: string | null | undefined;
};

/**
 * Input of `updateNotificationSettings`: what is given changes, the rest
 * stays.
 */
export type UpdateNotificationSettingsInput = {
  /** Exactly these categories are off (the others on). */
  disabledCategories?: Array<NotificationCategory> | null | undefined;
  /** The games whose draw results to hear of (replaces the list). */
  drawGames?: Array<Game> | null | undefined;
  /** Sets quiet hours. */
  quietHours?: QuietHoursInput | null | undefined;
  /** `true` turns quiet hours off. */
  quietHoursOff?: boolean | null | undefined;
};

/**
 * Why a mutation did not do what was asked, for failures the caller can
 * act on. Codes are stable; messages are for people and may change.
 */
export type UserErrorCode =
  /** The member has already checked in today (Asia/Shanghai, 签到). */
  | 'ALREADY_CHECKED_IN'
  /** One pick (or competition entry) per member, match and play type. */
  | 'ALREADY_PICKED'
  /** The post's author blocked the caller. */
  | 'BLOCKED'
  /** The day's 200 comments are written. */
  | 'COMMENT_LIMIT'
  /**
   * The request conflicts with the current state (e.g. already done, or
   * an idempotency key reused with different input).
   */
  | 'CONFLICT'
  /** A post may be edited only within 10 minutes of writing it. */
  | 'EDIT_WINDOW_CLOSED'
  /** The earnings balance is smaller than the withdrawal. */
  | 'INSUFFICIENT_BALANCE'
  /** The points balance is smaller than the spend. */
  | 'INSUFFICIENT_POINTS'
  /** A field has an invalid value; `field` names it. */
  | 'INVALID_ARGUMENT'
  /** A wrong phone or password (staff sign-in). */
  | 'INVALID_CREDENTIALS'
  /** The day's 500 likes are given. */
  | 'LIKE_LIMIT'
  /**
   * The caller does not meet the conditions (recruitment rules, experts
   * only).
   */
  | 'NOT_ELIGIBLE'
  /**
   * The object named in the input does not exist, or the caller may not
   * see it.
   */
  | 'NOT_FOUND'
  /** Real-name authentication (实名认证) is needed first. */
  | 'NOT_VERIFIED'
  /** A shop item has not enough stock left (or is off the shelf). */
  | 'OUT_OF_STOCK'
  /** The payee's legal name is not the caller's real-name legal name. */
  | 'PAYEE_MISMATCH'
  /**
   * The match or competition no longer takes picks or entries (kickoff
   * passed by the server's clock, the match stopped selling, or the
   * competition closed).
   */
  | 'PICKS_CLOSED'
  /** The day's 20 posts are written (Asia/Shanghai day). */
  | 'POST_LIMIT'
  /** A text holds words of the sensitive-word list; `field` names it. */
  | 'SENSITIVE_CONTENT'
  /** A competition stake outside its range. */
  | 'STAKE_OUT_OF_RANGE'
  /**
   * A URL the server would call (a webhook endpoint) that is not https
   * in production, or reaches a loopback, private or link-local address.
   */
  | 'UNSAFE_URL'
  /**
   * No usable verification code: never sent, expired, used, or killed by
   * too many wrong tries. Request a new one.
   */
  | 'VERIFICATION_CODE_EXPIRED'
  /** The verification code does not match (the attempt was counted). */
  | 'VERIFICATION_CODE_INVALID'
  /**
   * A withdrawal below the minimum, over the day's maximum, or past
   * the day's number of requests (settings).
   */
  | 'WITHDRAWAL_LIMIT';

/** What a verification code may be used for. */
export type VerificationPurpose =
  /** Binding a phone to the account. */
  | 'BIND_PHONE'
  /** Cancelling the account (注销). */
  | 'CANCEL'
  /** Signing in (or registering) with the phone. */
  | 'LOGIN';

/** Input of `verifyRealName`. */
export type VerifyRealNameInput = {
  /** The 18-character resident ID number (GB 11643). */
  idNumber: string;
  /** The legal name on the ID card. */
  legalName: string;
};

/** A member's VIP level (会员等级). */
export type VipLevel =
  /** The level every member starts at. */
  | 'LEVEL1'
  /** The second level. */
  | 'LEVEL2'
  /** The third level. */
  | 'LEVEL3';

/** How a `CLOSED` record ended. */
export type WorkflowOutcome =
  /** Staff approved it. */
  | 'APPROVED'
  /** The applicant withdrew it. */
  | 'CANCELLED'
  /** Paid out (withdrawals). */
  | 'PAID'
  /** Staff rejected it (the record carries the reason). */
  | 'REJECTED'
  /** Staff handled it (feedback answered and closed). */
  | 'RESOLVED';

/** The generic record workflow. */
export type WorkflowState =
  /** Done; no further changes. */
  | 'CLOSED'
  /** Submitted, not yet handled; the author may still edit it. */
  | 'PRESTART'
  /** Being handled (staff replied). */
  | 'PROCESSING';

/**
 * One zone of an order: 胆 and 拖 (a plain 复式 has only 拖; a digit
 * position lists its digits as 拖).
 */
export type ZoneInput = {
  /** 胆: numbers on every bet (default none). */
  dan?: Array<number>;
  /**
   * 拖: the numbers the rest of each bet is chosen from (all the numbers
   * of a plain 复式 zone, or a digit position's digits).
   */
  tuo: Array<number>;
};

export type ConsoleRefreshMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleRefreshMutation = { __typename: 'Mutation', refreshToken: { __typename: 'RefreshTokenPayload', token: { __typename: 'TokenObject', token: string, expiresAt: string } | null } };

export type ConsoleLoginMutationVariables = Exact<{
  input: LoginByPasswordInput;
}>;


export type ConsoleLoginMutation = { __typename: 'Mutation', loginByPassword: { __typename: 'LoginByPasswordPayload', secondFactor: SecondFactor | null, token: { __typename: 'TokenObject', token: string, expiresAt: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ConsoleBeginEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleBeginEnrolmentMutation = { __typename: 'Mutation', beginStaffFactorEnrolment: { __typename: 'BeginStaffFactorEnrolmentPayload', secret: string | null, otpauthUrl: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleConfirmEnrolmentMutationVariables = Exact<{
  code: string;
}>;


export type ConsoleConfirmEnrolmentMutation = { __typename: 'Mutation', confirmStaffFactorEnrolment: { __typename: 'ConfirmStaffFactorEnrolmentPayload', recoveryCodes: Array<string>, token: { __typename: 'TokenObject', token: string, expiresAt: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ChannelInfoPageQueryVariables = Exact<{
  id: string | number;
  from: string;
  to: string;
}>;


export type ChannelInfoPageQuery = { __typename: 'Query', channel: { __typename: 'Channel', id: string, name: string, title: string, partnered: boolean, chart: { __typename: 'Chart', name: string, categories: Array<string>, series: Array<{ __typename: 'ChartSeries', name: string, data: Array<string> }> }, days: Array<{ __typename: 'ChannelDay', day: string, registrations: string, active: string, checkIns: string, invites: string, pointsIssued: string, pointsSpent: string, earnings: { __typename: 'Money', fen: string, yuan: string } }> } | null };

export type ChannelsPageQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ChannelsPageQuery = { __typename: 'Query', myChannels: Array<{ __typename: 'Channel', id: string, name: string, title: string, partnered: boolean, days: Array<{ __typename: 'ChannelDay', day: string, registrations: string, active: string, checkIns: string, earnings: { __typename: 'Money', fen: string } }> }> };

export type ChannelInvitePageQueryVariables = Exact<{
  id: string | number;
}>;


export type ChannelInvitePageQuery = { __typename: 'Query', me: { __typename: 'Member', id: string }, channel: { __typename: 'Channel', id: string, name: string, title: string, inviteCodes: Array<{ __typename: 'ChannelInviteCode', code: string, createdAt: string, mine: boolean, holder: { __typename: 'MemberCard', id: string, nickname: string } | null }> } | null };

export type CreateChannelInviteCodeMutationVariables = Exact<{
  input: CreateInviteCodesInput;
}>;


export type CreateChannelInviteCodeMutation = { __typename: 'Mutation', createInviteCodes: { __typename: 'CreateInviteCodesPayload', inviteCodes: Array<{ __typename: 'InviteCode', channel: string, code: string }>, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ChannelOperationPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ChannelOperationPageQuery = { __typename: 'Query', myEarnings: { __typename: 'Earnings', balance: { __typename: 'Money', fen: string, yuan: string }, held: { __typename: 'Money', fen: string, yuan: string }, ledger: { __typename: 'EarningsLedgerConnection', nodes: Array<{ __typename: 'EarningsEntry', legacyId: string, kind: string, description: string, channel: string | null, createdAt: string, amount: { __typename: 'Money', fen: string, yuan: string } }> } }, myPayee: { __typename: 'Payee', kind: PayeeKind, accountNo: string } | null, myChannels: Array<{ __typename: 'Channel', id: string }> };

export type PayoutsPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PayoutsPageQuery = { __typename: 'Query', myWithdrawals: { __typename: 'WithdrawalConnection', edges: Array<{ __typename: 'WithdrawalEdge', node: { __typename: 'Withdrawal', id: string, state: WorkflowState, outcome: WorkflowOutcome | null, reason: string | null, payeeKind: string, payeeAccount: string, createdAt: string, paidAt: string | null, amount: { __typename: 'Money', fen: string, yuan: string }, flags: { __typename: 'WorkflowFlags', cancellable: boolean } } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type CancelWithdrawalMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelWithdrawalMutation = { __typename: 'Mutation', cancelWithdrawal: { __typename: 'WithdrawalPayload', withdrawal: { __typename: 'Withdrawal', id: string, state: WorkflowState, outcome: WorkflowOutcome | null, flags: { __typename: 'WorkflowFlags', cancellable: boolean } } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ReceiveInfoPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ReceiveInfoPageQuery = { __typename: 'Query', me: { __typename: 'Member', id: string, isRealNameAuth: boolean, legalName: string | null }, myPayee: { __typename: 'Payee', kind: PayeeKind, accountNo: string, bankName: string | null, legalName: string, masked: boolean, updatedAt: string } | null };

export type SetPayeeMutationVariables = Exact<{
  input: SetPayeeInput;
}>;


export type SetPayeeMutation = { __typename: 'Mutation', setPayee: { __typename: 'PayeePayload', payee: { __typename: 'Payee', kind: PayeeKind, accountNo: string, bankName: string | null, legalName: string, masked: boolean, updatedAt: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type WithdrawPageQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawPageQuery = { __typename: 'Query', me: { __typename: 'Member', id: string, isRealNameAuth: boolean }, myEarnings: { __typename: 'Earnings', balance: { __typename: 'Money', fen: string, yuan: string }, held: { __typename: 'Money', fen: string, yuan: string } }, myPayee: { __typename: 'Payee', kind: PayeeKind, accountNo: string, bankName: string | null, legalName: string } | null };

export type RequestWithdrawalMutationVariables = Exact<{
  input: RequestWithdrawalInput;
}>;


export type RequestWithdrawalMutation = { __typename: 'Mutation', requestWithdrawal: { __typename: 'WithdrawalPayload', withdrawal: { __typename: 'Withdrawal', id: string, state: WorkflowState, outcome: WorkflowOutcome | null, amount: { __typename: 'Money', fen: string, yuan: string } } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type AddPostTopicsQueryVariables = Exact<{ [key: string]: never; }>;


export type AddPostTopicsQuery = { __typename: 'Query', topicRank: Array<{ __typename: 'Topic', id: string, name: string }> };

export type AttachSelectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AttachSelectionsQuery = { __typename: 'Query', mySelections: { __typename: 'SavedSelectionConnection', edges: Array<{ __typename: 'SavedSelectionEdge', node: { __typename: 'SavedSelection', id: string, game: Game, mainNumbers: Array<number>, extraNumbers: Array<number>, bets: number, multiple: number } }> } };

export type AttachSportsSelectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AttachSportsSelectionsQuery = { __typename: 'Query', mySportsSelections: { __typename: 'SportsSelectionConnection', edges: Array<{ __typename: 'SportsSelectionEdge', node: { __typename: 'SportsSelection', id: string, game: SportsGame, bets: number, multiple: number, passTypes: Array<string>, matches: Array<{ __typename: 'SportsSavedMatch', matchId: string }> } }> } };

export type AttachExpertQueryVariables = Exact<{ [key: string]: never; }>;


export type AttachExpertQuery = { __typename: 'Query', me: { __typename: 'Member', id: string, isExpert: boolean } };

export type AttachExpertPlansQueryVariables = Exact<{
  expertId: string | number;
}>;


export type AttachExpertPlansQuery = { __typename: 'Query', expertPlans: { __typename: 'ExpertPlanConnection', edges: Array<{ __typename: 'ExpertPlanEdge', node: { __typename: 'ExpertPlan', id: string, title: string, price: number, createdAt: string, withdrawn: boolean } }> } };

export type CreatePostMutationVariables = Exact<{
  input: CreatePostInput;
}>;


export type CreatePostMutation = { __typename: 'Mutation', createPost: { __typename: 'PostPayload', post: { __typename: 'Post', id: string, state: PostState } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type CommentItem_CommentFragment = { __typename: 'Comment', id: string, body: string, ipRegion: string, likeCount: number, likedByMe: boolean, deletable: boolean, createdAt: string, author: { __typename: 'MemberCard', id: string, nickname: string, avatar: string | null }, replyTo: { __typename: 'MemberCard', id: string, nickname: string } | null } & { ' $fragmentName'?: 'CommentItem_CommentFragment' };

export type CommentRepliesQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type CommentRepliesQuery = { __typename: 'Query', comment: { __typename: 'Comment', id: string, replyCount: number, replies: { __typename: 'CommentConnection', edges: Array<{ __typename: 'CommentEdge', cursor: string, node: (
          { __typename: 'Comment', id: string }
          & { ' $fragmentRefs'?: { 'CommentItem_CommentFragment': CommentItem_CommentFragment } }
        ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type LikeCommentMutationVariables = Exact<{
  commentId: string | number;
}>;


export type LikeCommentMutation = { __typename: 'Mutation', likeComment: { __typename: 'CommentPayload', comment: { __typename: 'Comment', id: string, likeCount: number, likedByMe: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type UnlikeCommentMutationVariables = Exact<{
  commentId: string | number;
}>;


export type UnlikeCommentMutation = { __typename: 'Mutation', unlikeComment: { __typename: 'CommentPayload', comment: { __typename: 'Comment', id: string, likeCount: number, likedByMe: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type PostDetailQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type PostDetailQuery = { __typename: 'Query', post: (
    { __typename: 'Post', id: string, deletable: boolean, editable: boolean, comments: { __typename: 'CommentConnection', edges: Array<{ __typename: 'CommentEdge', cursor: string, node: (
          { __typename: 'Comment', id: string, replyCount: number, replies: { __typename: 'CommentConnection', edges: Array<{ __typename: 'CommentEdge', cursor: string, node: (
                { __typename: 'Comment', id: string }
                & { ' $fragmentRefs'?: { 'CommentItem_CommentFragment': CommentItem_CommentFragment } }
              ) }> } }
          & { ' $fragmentRefs'?: { 'CommentItem_CommentFragment': CommentItem_CommentFragment } }
        ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } }
    & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
  ) | null };

export type PostActivitySubscriptionVariables = Exact<{
  postId: string | number;
}>;


export type PostActivitySubscription = { postActivity: { __typename: 'PostActivity', postId: string, likeCount: number, commentCount: number } };

export type LikePostMutationVariables = Exact<{
  postId: string | number;
}>;


export type LikePostMutation = { __typename: 'Mutation', likePost: { __typename: 'PostPayload', post: { __typename: 'Post', id: string, likeCount: number, likedByMe: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type UnlikePostMutationVariables = Exact<{
  postId: string | number;
}>;


export type UnlikePostMutation = { __typename: 'Mutation', unlikePost: { __typename: 'PostPayload', post: { __typename: 'Post', id: string, likeCount: number, likedByMe: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type CreateCommentMutationVariables = Exact<{
  input: CreateCommentInput;
}>;


export type CreateCommentMutation = { __typename: 'Mutation', createComment: { __typename: 'CommentPayload', comment: { __typename: 'Comment', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type DeleteCommentMutationVariables = Exact<{
  commentId: string | number;
}>;


export type DeleteCommentMutation = { __typename: 'Mutation', deleteComment: { __typename: 'DonePayload', done: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type DeletePostMutationVariables = Exact<{
  postId: string | number;
}>;


export type DeletePostMutation = { __typename: 'Mutation', deletePost: { __typename: 'DonePayload', done: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ReportPostMutationVariables = Exact<{
  input: ReportPostInput;
}>;


export type ReportPostMutation = { __typename: 'Mutation', reportPost: { __typename: 'DonePayload', done: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type BlockMemberMutationVariables = Exact<{
  memberId: string | number;
}>;


export type BlockMemberMutation = { __typename: 'Mutation', blockMember: { __typename: 'DonePayload', done: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type PostForEditQueryVariables = Exact<{
  id: string | number;
}>;


export type PostForEditQuery = { __typename: 'Query', post: { __typename: 'Post', id: string, body: string, editable: boolean, images: Array<{ __typename: 'PostImage', fid: string, url: string }> } | null };

export type EditPostMutationVariables = Exact<{
  input: EditPostInput;
}>;


export type EditPostMutation = { __typename: 'Mutation', editPost: { __typename: 'PostPayload', post: (
      { __typename: 'Post', id: string, state: PostState, editable: boolean }
      & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
    ) | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type CommunityFeedQueryVariables = Exact<{
  feed: PostFeed;
  after?: string | null | undefined;
}>;


export type CommunityFeedQuery = { __typename: 'Query', posts: { __typename: 'PostConnection', edges: Array<{ __typename: 'PostEdge', cursor: string, node: (
        { __typename: 'Post', id: string }
        & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type CommunityPinnedQueryVariables = Exact<{ [key: string]: never; }>;


export type CommunityPinnedQuery = { __typename: 'Query', pinnedPosts: Array<(
    { __typename: 'Post', id: string }
    & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
  )> };

export type HomeHotPostsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeHotPostsQuery = { __typename: 'Query', posts: { __typename: 'PostConnection', edges: Array<{ __typename: 'PostEdge', cursor: string, node: (
        { __typename: 'Post', id: string }
        & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
      ) }> } };

export type MemberPostsQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type MemberPostsQuery = { __typename: 'Query', memberPosts: { __typename: 'PostConnection', edges: Array<{ __typename: 'PostEdge', cursor: string, node: (
        { __typename: 'Post', id: string }
        & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type MyIpRegionQueryVariables = Exact<{ [key: string]: never; }>;


export type MyIpRegionQuery = { __typename: 'Query', myIpRegion: string };

export type MemberIpRegionQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberIpRegionQuery = { __typename: 'Query', memberIpRegion: string };

export type PostCard_PostFragment = { __typename: 'Post', id: string, body: string, ipRegion: string, isSystem: boolean, pinned: boolean, state: PostState, likeCount: number, commentCount: number, likedByMe: boolean, createdAt: string, editedAt: string | null, author: { __typename: 'MemberCard', id: string, nickname: string, avatar: string | null }, images: Array<{ __typename: 'PostImage', fid: string, url: string }>, topics: Array<{ __typename: 'PostTopic', id: string, name: string }>, attachment: { __typename: 'PostAttachment', kind: string, title: string, lines: Array<string>, planId: string | null } | null } & { ' $fragmentName'?: 'PostCard_PostFragment' };

export type CommunitySearchQueryVariables = Exact<{
  query: string;
}>;


export type CommunitySearchQuery = { __typename: 'Query', search: { __typename: 'SearchResults', posts: Array<(
      { __typename: 'Post', id: string }
      & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
    )>, topics: Array<{ __typename: 'Topic', id: string, name: string, postCount: number }>, members: Array<{ __typename: 'MemberCard', id: string, nickname: string, avatar: string | null }> } };

export type SystemPostQueryVariables = Exact<{
  id: string | number;
}>;


export type SystemPostQuery = { __typename: 'Query', post: (
    { __typename: 'Post', id: string }
    & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
  ) | null };

export type TopicPostsQueryVariables = Exact<{
  id: string | number;
  feed: PostFeed;
  after?: string | null | undefined;
}>;


export type TopicPostsQuery = { __typename: 'Query', topic: (
    { __typename: 'Topic', id: string }
    & { ' $fragmentRefs'?: { 'TopicPosts_TopicFragment': TopicPosts_TopicFragment } }
  ) | null };

export type TopicPostsByNameQueryVariables = Exact<{
  name: string;
  feed: PostFeed;
  after?: string | null | undefined;
}>;


export type TopicPostsByNameQuery = { __typename: 'Query', topicByName: (
    { __typename: 'Topic', id: string }
    & { ' $fragmentRefs'?: { 'TopicPosts_TopicFragment': TopicPosts_TopicFragment } }
  ) | null };

export type TopicPosts_TopicFragment = { __typename: 'Topic', id: string, name: string, description: string, postCount: number, isOfficial: boolean, posts: { __typename: 'PostConnection', edges: Array<{ __typename: 'PostEdge', cursor: string, node: (
        { __typename: 'Post', id: string }
        & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } & { ' $fragmentName'?: 'TopicPosts_TopicFragment' };

export type TopicRankQueryVariables = Exact<{ [key: string]: never; }>;


export type TopicRankQuery = { __typename: 'Query', topicRank: Array<{ __typename: 'Topic', id: string, name: string, description: string, postCount: number, isOfficial: boolean }> };

export type SubmitFeedbackMutationVariables = Exact<{
  input: SubmitFeedbackInput;
}>;


export type SubmitFeedbackMutation = { __typename: 'Mutation', submitFeedback: { __typename: 'SubmitFeedbackPayload', feedback: { __typename: 'Feedback', id: string, state: WorkflowState } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type FeedbackCard_FeedbackFragment = { __typename: 'Feedback', id: string, content: string, state: WorkflowState, outcome: WorkflowOutcome | null, reply: string | null, repliedAt: string | null, createdAt: string, imageUrls: Array<string>, flags: { __typename: 'WorkflowFlags', editable: boolean, cancellable: boolean, deletable: boolean } } & { ' $fragmentName'?: 'FeedbackCard_FeedbackFragment' };

export type MyFeedbackQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MyFeedbackQuery = { __typename: 'Query', myFeedback: { __typename: 'FeedbackConnection', edges: Array<{ __typename: 'FeedbackEdge', cursor: string, node: (
        { __typename: 'Feedback', id: string }
        & { ' $fragmentRefs'?: { 'FeedbackCard_FeedbackFragment': FeedbackCard_FeedbackFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type EditFeedbackMutationVariables = Exact<{
  input: EditFeedbackInput;
}>;


export type EditFeedbackMutation = { __typename: 'Mutation', editFeedback: { __typename: 'EditFeedbackPayload', feedback: (
      { __typename: 'Feedback', id: string }
      & { ' $fragmentRefs'?: { 'FeedbackCard_FeedbackFragment': FeedbackCard_FeedbackFragment } }
    ) | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type CancelFeedbackMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelFeedbackMutation = { __typename: 'Mutation', cancelFeedback: { __typename: 'CancelFeedbackPayload', feedback: (
      { __typename: 'Feedback', id: string }
      & { ' $fragmentRefs'?: { 'FeedbackCard_FeedbackFragment': FeedbackCard_FeedbackFragment } }
    ) | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type DeleteFeedbackMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFeedbackMutation = { __typename: 'Mutation', deleteFeedback: { __typename: 'DeleteFeedbackPayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type FollowRow_MemberFragment = { __typename: 'FollowMember', id: string, nickname: string, isFollowedByMe: boolean, isExpert: boolean } & { ' $fragmentName'?: 'FollowRow_MemberFragment' };

export type FollowLists_PageFragment = { __typename: 'FollowConnection', totalCount: number, edges: Array<{ __typename: 'FollowEdge', cursor: string, node: (
      { __typename: 'FollowMember', id: string }
      & { ' $fragmentRefs'?: { 'FollowRow_MemberFragment': FollowRow_MemberFragment } }
    ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } & { ' $fragmentName'?: 'FollowLists_PageFragment' };

export type FansListQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type FansListQuery = { __typename: 'Query', followers: (
    { __typename: 'FollowConnection' }
    & { ' $fragmentRefs'?: { 'FollowLists_PageFragment': FollowLists_PageFragment } }
  ) };

export type FollowingListQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type FollowingListQuery = { __typename: 'Query', following: (
    { __typename: 'FollowConnection' }
    & { ' $fragmentRefs'?: { 'FollowLists_PageFragment': FollowLists_PageFragment } }
  ) };

export type FollowBackMutationVariables = Exact<{
  id: string | number;
}>;


export type FollowBackMutation = { __typename: 'Mutation', followMember: { __typename: 'FollowMemberPayload', changed: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type MemberPageQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberPageQuery = { __typename: 'Query', member: { __typename: 'Member', id: string, nickname: string, followerCount: number, followingCount: number, isExpert: boolean, isFollowedByMe: boolean } | null };

export type FollowMutationVariables = Exact<{
  id: string | number;
}>;


export type FollowMutation = { __typename: 'Mutation', followMember: { __typename: 'FollowMemberPayload', member: { __typename: 'Member', id: string, isFollowedByMe: boolean, followerCount: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type UnfollowMutationVariables = Exact<{
  id: string | number;
}>;


export type UnfollowMutation = { __typename: 'Mutation', unfollowMember: { __typename: 'UnfollowMemberPayload', member: { __typename: 'Member', id: string, isFollowedByMe: boolean, followerCount: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type HomeDrawsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeDrawsQuery = { __typename: 'Query', systemConfig: { __typename: 'SystemConfig', stringValue: string } | null, latestDraws: Array<(
    { __typename: 'Draw', game: Game, issue: string, drawDate: string, replay: boolean, pool: { __typename: 'Money', fen: string } | null }
    & { ' $fragmentRefs'?: { 'DrawBalls_DrawFragment': DrawBalls_DrawFragment } }
  )>, drawSchedules: Array<{ __typename: 'DrawSchedule', game: Game, nextDrawAt: string }> };

export type InviteRankPageQueryVariables = Exact<{ [key: string]: never; }>;


export type InviteRankPageQuery = { __typename: 'Query', inviteRank: { __typename: 'InviteRank', ranking: number, items: Array<{ __typename: 'InviteRankItem', ranking: number, count: number, member: { __typename: 'MemberCard', id: string, nickname: string } }> } };

export type InviteLandingQueryVariables = Exact<{
  code: string;
}>;


export type InviteLandingQuery = { __typename: 'Query', inviteLanding: { __typename: 'InviteLanding', isDistributorCode: boolean, inviter: { __typename: 'MemberCard', id: string, nickname: string } } | null };

export type SharePageQueryVariables = Exact<{ [key: string]: never; }>;


export type SharePageQuery = { __typename: 'Query', inviteShareInfo: { __typename: 'InviteShareInfo', code: string, inviteCount: number, invitePoints: number, rewardPoints: number } };

export type LoginPage_TokenFragment = { __typename: 'TokenObject', token: string, expiresAt: string } & { ' $fragmentName'?: 'LoginPage_TokenFragment' };

export type LoginPage_MemberFragment = { __typename: 'Member', id: string, nickname: string } & { ' $fragmentName'?: 'LoginPage_MemberFragment' };

export type SendCodeMutationVariables = Exact<{
  input: SendVerificationCodeInput;
}>;


export type SendCodeMutation = { __typename: 'Mutation', sendVerificationCode: { __typename: 'SendVerificationCodePayload', sent: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type LoginByCodeMutationVariables = Exact<{
  input: LoginByPhoneCodeInput;
}>;


export type LoginByCodeMutation = { __typename: 'Mutation', loginByPhoneCode: { __typename: 'LoginByPhoneCodePayload', isNewMember: boolean, token: (
      { __typename: 'TokenObject' }
      & { ' $fragmentRefs'?: { 'LoginPage_TokenFragment': LoginPage_TokenFragment } }
    ) | null, member: (
      { __typename: 'Member' }
      & { ' $fragmentRefs'?: { 'LoginPage_MemberFragment': LoginPage_MemberFragment } }
    ) | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type CarrierLoginMutationVariables = Exact<{
  input: LoginByCarrierTokenInput;
}>;


export type CarrierLoginMutation = { __typename: 'Mutation', loginByCarrierToken: { __typename: 'LoginByCarrierTokenPayload', token: (
      { __typename: 'TokenObject' }
      & { ' $fragmentRefs'?: { 'LoginPage_TokenFragment': LoginPage_TokenFragment } }
    ) | null, member: (
      { __typename: 'Member' }
      & { ' $fragmentRefs'?: { 'LoginPage_MemberFragment': LoginPage_MemberFragment } }
    ) | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type WeChatLoginMutationVariables = Exact<{
  input: LoginByWeChatCodeInput;
}>;


export type WeChatLoginMutation = { __typename: 'Mutation', loginByWeChatCode: { __typename: 'LoginByWeChatCodePayload', token: (
      { __typename: 'TokenObject' }
      & { ' $fragmentRefs'?: { 'LoginPage_TokenFragment': LoginPage_TokenFragment } }
    ) | null, member: (
      { __typename: 'Member' }
      & { ' $fragmentRefs'?: { 'LoginPage_MemberFragment': LoginPage_MemberFragment } }
    ) | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type OrderCountQueryVariables = Exact<{
  input: SplitOrderInput;
}>;


export type OrderCountQuery = { __typename: 'Query', splitOrder: { __typename: 'OrderSplit', bets: number, ticketCount: number, cost: { __typename: 'Money', yuan: string } } };

export type SaveSelectionMutationVariables = Exact<{
  input: SaveSelectionInput;
}>;


export type SaveSelectionMutation = { __typename: 'Mutation', saveSelection: { __typename: 'SaveSelectionPayload', selection: { __typename: 'SavedSelection', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ResultIssuesQueryVariables = Exact<{
  game: Game;
}>;


export type ResultIssuesQuery = { __typename: 'Query', drawHistory: { __typename: 'DrawConnection', edges: Array<{ __typename: 'DrawEdge', node: { __typename: 'Draw', issue: string, drawDate: string, replay: boolean } }> } };

export type CheckTicketQueryVariables = Exact<{
  game: Game;
  issue: string;
  ticket: TicketInput;
}>;


export type CheckTicketQuery = { __typename: 'Query', checkTicket: (
    { __typename: 'TicketResult', issue: string, drawDate: string, mainNumbers: Array<number>, extraNumbers: Array<number>, bets: number, cost: { __typename: 'Money', yuan: string } }
    & { ' $fragmentRefs'?: { 'PrizeLines_ResultFragment': PrizeLines_ResultFragment } }
  ) };

export type DigitPlayCountQueryVariables = Exact<{
  input: BetCountInput;
}>;


export type DigitPlayCountQuery = { __typename: 'Query', betCount: { __typename: 'BetCount', bets: number, tickets: Array<number>, cost: { __typename: 'Money', yuan: string } } };

export type DrawHistoryPageQueryVariables = Exact<{
  game: Game;
  after?: string | null | undefined;
}>;


export type DrawHistoryPageQuery = { __typename: 'Query', drawHistory: { __typename: 'DrawConnection', edges: Array<{ __typename: 'DrawEdge', node: (
        { __typename: 'Draw', issue: string, drawDate: string, replay: boolean, prizeList: Array<(
          { __typename: 'DrawPrize' }
          & { ' $fragmentRefs'?: { 'PrizeList_PrizeFragment': PrizeList_PrizeFragment } }
        )>, pool: { __typename: 'Money', fen: string } | null }
        & { ' $fragmentRefs'?: { 'DrawBalls_DrawFragment': DrawBalls_DrawFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type PrizeList_PrizeFragment = { __typename: 'DrawPrize', tier: number, name: string | null, winners: number | null, amount: { __typename: 'Money', yuan: string }, additional: { __typename: 'Money', yuan: string } | null } & { ' $fragmentName'?: 'PrizeList_PrizeFragment' };

export type PrizeLines_ResultFragment = { __typename: 'TicketResult', boosted: boolean, total: { __typename: 'Money', yuan: string } | null, lines: Array<{ __typename: 'PrizeLine', tier: number, name: string, bets: number, amount: { __typename: 'Money', yuan: string } | null, additional: { __typename: 'Money', fen: string, yuan: string } | null, total: { __typename: 'Money', yuan: string } | null }> } & { ' $fragmentName'?: 'PrizeLines_ResultFragment' };

export type MySelectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySelectionsQuery = { __typename: 'Query', mySelections: { __typename: 'SavedSelectionConnection', edges: Array<{ __typename: 'SavedSelectionEdge', node: (
        { __typename: 'SavedSelection', id: string }
        & { ' $fragmentRefs'?: { 'SelectionSummary_SelectionFragment': SelectionSummary_SelectionFragment } }
      ) }> } };

export type DeleteSelectionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSelectionMutation = { __typename: 'Mutation', deleteSelection: { __typename: 'DeletePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type LotteryReplayQueryVariables = Exact<{
  game: Game;
  ticket: TicketInput;
  last: number;
}>;


export type LotteryReplayQuery = { __typename: 'Query', lotteryReplay: { __typename: 'Replay', draws: number, wonDraws: number, unknownLines: number, cost: { __typename: 'Money', yuan: string }, won: { __typename: 'Money', yuan: string }, results: Array<(
      { __typename: 'TicketResult', issue: string, drawDate: string, mainNumbers: Array<number>, extraNumbers: Array<number>, lines: Array<{ __typename: 'PrizeLine', tier: number }> }
      & { ' $fragmentRefs'?: { 'PrizeLines_ResultFragment': PrizeLines_ResultFragment } }
    )> } };

export type SavedSelectionInfoQueryVariables = Exact<{
  id: string | number;
}>;


export type SavedSelectionInfoQuery = { __typename: 'Query', savedSelection: (
    { __typename: 'SavedSelection', id: string, game: Game, mainNumbers: Array<number>, extraNumbers: Array<number>, multiple: number, createdAt: string }
    & { ' $fragmentRefs'?: { 'SelectionSummary_SelectionFragment': SelectionSummary_SelectionFragment } }
  ) | null };

export type SelectNumbersQueryVariables = Exact<{
  input: SelectNumbersInput;
}>;


export type SelectNumbersQuery = { __typename: 'Query', selectNumbers: { __typename: 'Selection', bets: number, reds: Array<Array<number>>, blues: Array<number>, cost: { __typename: 'Money', yuan: string } } };

export type SaveSelectedBetMutationVariables = Exact<{
  main: Array<number> | number;
  extra: Array<number> | number;
}>;


export type SaveSelectedBetMutation = { __typename: 'Mutation', saveSelection: { __typename: 'SaveSelectionPayload', selection: { __typename: 'SavedSelection', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SelectionSummary_SelectionFragment = { __typename: 'SavedSelection', game: Game, mainNumbers: Array<number>, extraNumbers: Array<number>, bets: number, multiple: number, tickets: Array<number>, cost: { __typename: 'Money', yuan: string } } & { ' $fragmentName'?: 'SelectionSummary_SelectionFragment' };

export type SplitInfoQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type SplitInfoQuery = { __typename: 'Query', splitRecord: { __typename: 'SplitRecordDetail', record: (
      { __typename: 'SplitRecord', game: Game }
      & { ' $fragmentRefs'?: { 'SplitRecordHead_RecordFragment': SplitRecordHead_RecordFragment } }
    ), split: (
      { __typename: 'OrderSplit' }
      & { ' $fragmentRefs'?: { 'SplitTickets_SplitFragment': SplitTickets_SplitFragment } }
    ) } | null };

export type SplitOrderQueryVariables = Exact<{
  input: SplitOrderInput;
  after?: string | null | undefined;
}>;


export type SplitOrderQuery = { __typename: 'Query', splitOrder: (
    { __typename: 'OrderSplit' }
    & { ' $fragmentRefs'?: { 'SplitTickets_SplitFragment': SplitTickets_SplitFragment } }
  ) };

export type SaveSplitMutationVariables = Exact<{
  order: SplitOrderInput;
}>;


export type SaveSplitMutation = { __typename: 'Mutation', saveSplit: { __typename: 'SaveSplitPayload', splitRecord: { __typename: 'SplitRecordDetail', record: { __typename: 'SplitRecord', id: string } } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SplitRecordHead_RecordFragment = { __typename: 'SplitRecord', game: Game, multiple: number, additional: boolean, bets: number, ticketCount: number, createdAt: string, zones: Array<{ __typename: 'TicketZone', dan: Array<number>, tuo: Array<number> }>, cost: { __typename: 'Money', yuan: string } } & { ' $fragmentName'?: 'SplitRecordHead_RecordFragment' };

export type MySplitsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MySplitsQuery = { __typename: 'Query', mySplits: { __typename: 'SplitRecordConnection', edges: Array<{ __typename: 'SplitRecordEdge', node: (
        { __typename: 'SplitRecord', id: string }
        & { ' $fragmentRefs'?: { 'SplitRecordHead_RecordFragment': SplitRecordHead_RecordFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type DeleteSplitMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSplitMutation = { __typename: 'Mutation', deleteSplit: { __typename: 'DeletePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SplitTicketRow_TicketFragment = { __typename: 'SplitTicket', bets: number, multiple: number, singleBets: Array<Array<Array<number>>>, cost: { __typename: 'Money', yuan: string }, zones: Array<{ __typename: 'TicketZone', dan: Array<number>, tuo: Array<number> }> } & { ' $fragmentName'?: 'SplitTicketRow_TicketFragment' };

export type SplitTickets_SplitFragment = { __typename: 'OrderSplit', bets: number, ticketCount: number, cost: { __typename: 'Money', yuan: string }, tickets: { __typename: 'SplitTicketConnection', nodes: Array<(
      { __typename: 'SplitTicket' }
      & { ' $fragmentRefs'?: { 'SplitTicketRow_TicketFragment': SplitTicketRow_TicketFragment } }
    )> } } & { ' $fragmentName'?: 'SplitTickets_SplitFragment' };

export type MessageCentre_MessageFragment = { __typename: 'Message', id: string, title: string, content: string, messageType: MessageType, isRead: boolean, createdAt: string } & { ' $fragmentName'?: 'MessageCentre_MessageFragment' };

export type MessageCentreQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MessageCentreQuery = { __typename: 'Query', myMessages: { __typename: 'MessageConnection', edges: Array<{ __typename: 'MessageEdge', cursor: string, node: (
        { __typename: 'Message', id: string }
        & { ' $fragmentRefs'?: { 'MessageCentre_MessageFragment': MessageCentre_MessageFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type MarkReadMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
  all?: boolean | null | undefined;
}>;


export type MarkReadMutation = { __typename: 'Mutation', markMessagesRead: { __typename: 'MarkMessagesPayload', unreadCount: number | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type MarkUnreadMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type MarkUnreadMutation = { __typename: 'Mutation', markMessagesUnread: { __typename: 'MarkMessagesPayload', unreadCount: number | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type MessageReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MessageReceivedSubscription = { messageReceived: { __typename: 'Message', id: string } };

export type MyPage_MemberFragment = { __typename: 'Member', id: string, nickname: string, avatar: string | null, points: number, followingCount: number, followerCount: number, vipLevel: VipLevel } & { ' $fragmentName'?: 'MyPage_MemberFragment' };

export type MyPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPageQuery = { __typename: 'Query', unreadMessageCount: number, me: (
    { __typename: 'Member', isDistributor: boolean }
    & { ' $fragmentRefs'?: { 'MyPage_MemberFragment': MyPage_MemberFragment } }
  ), checkInStatus: { __typename: 'CheckInStatus', checkedInToday: boolean, continuousDays: number, todayReward: number } };

export type UnreadCountSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadCountSubscription = { unreadCount: number };

export type MyCountsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyCountsSubscription = { myCounts: { __typename: 'MyCounts', followingCount: number, followerCount: number, points: number, postCount: number } };

export type MyPostCountQueryVariables = Exact<{
  id: string | number;
}>;


export type MyPostCountQuery = { __typename: 'Query', followCounts: { __typename: 'FollowCounts', postCount: number } };

export type CheckInMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckInMutation = { __typename: 'Mutation', checkIn: { __typename: 'CheckInPayload', balance: number | null, checkIn: { __typename: 'CheckIn', points: number, continuousDays: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type MyShopEntryQueryVariables = Exact<{ [key: string]: never; }>;


export type MyShopEntryQuery = { __typename: 'Query', myShop: { __typename: 'Shop', shopName: string } | null };

export type NumeralDrawsQueryVariables = Exact<{
  game: Game;
  first: number;
}>;


export type NumeralDrawsQuery = { __typename: 'Query', drawHistory: { __typename: 'DrawConnection', nodes: Array<(
      { __typename: 'Draw', issue: string, drawDate: string, mainNumbers: Array<number> }
      & { ' $fragmentRefs'?: { 'DrawBalls_DrawFragment': DrawBalls_DrawFragment } }
    )> } };

export type AuthorizedAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorizedAppsQuery = { __typename: 'Query', authorizedApps: Array<{ __typename: 'AuthorizedApp', id: string, partnerName: string, scopes: Array<string>, approvedAt: string, lastUsedAt: string | null }> };

export type RevokeAuthorizedAppMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeAuthorizedAppMutation = { __typename: 'Mutation', revokeAuthorizedApp: { __typename: 'RevokeAuthorizedAppPayload', revokedAppId: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type OauthConsentQueryVariables = Exact<{
  request: OauthAuthorizationInput;
}>;


export type OauthConsentQuery = { __typename: 'Query', oauthAuthorization: { __typename: 'OauthAuthorization', partnerName: string | null, scopes: Array<string>, redirectUri: string | null, errorRedirect: string | null } };

export type DecideOauthMutationVariables = Exact<{
  input: DecideOauthAuthorizationInput;
}>;


export type DecideOauthMutation = { __typename: 'Mutation', decideOauthAuthorization: { __typename: 'DecideOauthAuthorizationPayload', redirectTo: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type CheckInPageQueryVariables = Exact<{
  month: string;
}>;


export type CheckInPageQuery = { __typename: 'Query', checkInStatus: { __typename: 'CheckInStatus', today: string, checkedInToday: boolean, continuousDays: number, todayReward: number, rewards: Array<number> }, checkInCalendar: Array<{ __typename: 'CheckInDay', day: string, points: number }> };

export type CheckInNowMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckInNowMutation = { __typename: 'Mutation', checkIn: { __typename: 'CheckInPayload', checkIn: { __typename: 'CheckIn', points: number, continuousDays: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type PointsHistoryPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PointsHistoryPageQuery = { __typename: 'Query', points: number, pointsHistory: { __typename: 'PointsRecordConnection', edges: Array<{ __typename: 'PointsRecordEdge', node: { __typename: 'PointsRecord', id: string, points: number, direction: PointsDirection, description: string, createdAt: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type QuizApplicationsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type QuizApplicationsQuery = { __typename: 'Query', myExpertApplications: { __typename: 'ExpertApplicationConnection', edges: Array<{ __typename: 'ExpertApplicationEdge', cursor: string, node: { __typename: 'ExpertApplication', id: string, statement: string, state: WorkflowState, outcome: WorkflowOutcome | null, reason: string, settled: number, red: number, createdAt: string, flags: { __typename: 'WorkflowFlags', cancellable: boolean } } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type QuizApplyExpertMutationVariables = Exact<{
  statement: string;
}>;


export type QuizApplyExpertMutation = { __typename: 'Mutation', applyExpert: { __typename: 'ExpertApplicationPayload', application: { __typename: 'ExpertApplication', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type QuizWithdrawApplicationMutationVariables = Exact<{
  id: string | number;
}>;


export type QuizWithdrawApplicationMutation = { __typename: 'Mutation', cancelExpertApplication: { __typename: 'ExpertApplicationPayload', application: { __typename: 'ExpertApplication', id: string, state: WorkflowState, outcome: WorkflowOutcome | null, flags: { __typename: 'WorkflowFlags', cancellable: boolean } } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type QuizBoardPageQueryVariables = Exact<{
  period: QuizBoardPeriod;
  measure: QuizBoardMeasure;
  name?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type QuizBoardPageQuery = { __typename: 'Query', quizBoard: { __typename: 'QuizBoard', period: string, measure: QuizBoardMeasure, closedAt: string | null, edges: Array<{ __typename: 'QuizBoardEdge', cursor: string, node: (
        { __typename: 'QuizBoardRow' }
        & { ' $fragmentRefs'?: { 'BoardRow_RowFragment': BoardRow_RowFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, mine: { __typename: 'QuizBoardMine', place: number | null, row: (
        { __typename: 'QuizBoardRow' }
        & { ' $fragmentRefs'?: { 'BoardRow_RowFragment': BoardRow_RowFragment } }
      ) } | null }, quizRules: { __typename: 'QuizRules', boardMinWeek: number, boardMinMonth: number } };

export type BoardRow_RowFragment = { __typename: 'QuizBoardRow', place: number, member: { __typename: 'MemberCard', id: string, nickname: string } | null, record: { __typename: 'QuizRecord', settled: number, red: number, hitRate: string | null, currentStreak: number, longestStreak: number, returnRate: string | null, recent: { __typename: 'QuizRecent', played: number, red: number } } } & { ' $fragmentName'?: 'BoardRow_RowFragment' };

export type QuizCompetitionPageQueryVariables = Exact<{
  id: string | number;
}>;


export type QuizCompetitionPageQuery = { __typename: 'Query', points: number, node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition', id: string, title: string, description: string, openAt: string, closeAt: string, stakeMin: number, stakeMax: number, prizes: Array<number>, state: CompetitionState, settledMatches: number, matches: Array<{ __typename: 'CompetitionMatch', plays: Array<SportsPlayType>, match: (
          { __typename: 'SportsMatch', id: string, state: SportsMatchState, kickoff: string | null }
          & { ' $fragmentRefs'?: { 'QuizMatch_MatchFragment': QuizMatch_MatchFragment } }
        ) | null }>, myEntries: Array<{ __typename: 'CompetitionEntry', id: string, play: SportsPlayType, choice: number, odds: string, stake: number, payout: number, outcome: QuizOutcome | null, match: { __typename: 'SportsMatch', id: string, matchNum: string, home: string, away: string } | null }> }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch' }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type QuizCompetitionBoardQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type QuizCompetitionBoardQuery = { __typename: 'Query', node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition', id: string, board: { __typename: 'CompetitionBoard', edges: Array<{ __typename: 'CompetitionStandingEdge', cursor: string, node: { __typename: 'CompetitionStanding', place: number, entries: number, staked: number, paid: number, netPoints: number, member: { __typename: 'MemberCard', id: string, nickname: string } | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, mine: { __typename: 'CompetitionStanding', place: number, entries: number, staked: number, paid: number, netPoints: number } | null } }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch' }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type QuizEnterCompetitionMutationVariables = Exact<{
  input: EnterCompetitionInput;
}>;


export type QuizEnterCompetitionMutation = { __typename: 'Mutation', enterCompetition: { __typename: 'EnterCompetitionPayload', entry: { __typename: 'CompetitionEntry', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type QuizCompetitionsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type QuizCompetitionsQuery = { __typename: 'Query', competitions: { __typename: 'CompetitionConnection', edges: Array<{ __typename: 'CompetitionEdge', cursor: string, node: { __typename: 'Competition', id: string, title: string, state: CompetitionState, openAt: string, closeAt: string, stakeMin: number, stakeMax: number, prizes: Array<number>, settledMatches: number, matches: Array<{ __typename: 'CompetitionMatch', plays: Array<SportsPlayType> }> } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type QuizExpertPageQueryVariables = Exact<{
  id: string | number;
}>;


export type QuizExpertPageQuery = { __typename: 'Query', member: { __typename: 'Member', id: string, nickname: string, isExpert: boolean, isFollowedByMe: boolean, followerCount: number } | null, quizRecords: Array<(
    { __typename: 'QuizRecord', scope: string }
    & { ' $fragmentRefs'?: { 'RecordFigures_RecordFragment': RecordFigures_RecordFragment } }
  )> };

export type QuizExpertPlansQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type QuizExpertPlansQuery = { __typename: 'Query', expertPlans: { __typename: 'ExpertPlanConnection', edges: Array<{ __typename: 'ExpertPlanEdge', cursor: string, node: (
        { __typename: 'ExpertPlan', id: string }
        & { ' $fragmentRefs'?: { 'PlanItem_PlanFragment': PlanItem_PlanFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type QuizFollowExpertMutationVariables = Exact<{
  id: string | number;
}>;


export type QuizFollowExpertMutation = { __typename: 'Mutation', followMember: { __typename: 'FollowMemberPayload', member: { __typename: 'Member', id: string, isFollowedByMe: boolean, followerCount: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type QuizUnfollowExpertMutationVariables = Exact<{
  id: string | number;
}>;


export type QuizUnfollowExpertMutation = { __typename: 'Mutation', unfollowMember: { __typename: 'UnfollowMemberPayload', member: { __typename: 'Member', id: string, isFollowedByMe: boolean, followerCount: number } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type QuizExpertWindowQueryVariables = Exact<{ [key: string]: never; }>;


export type QuizExpertWindowQuery = { __typename: 'Query', quizRules: { __typename: 'QuizRules', expertWindowDays: number } };

export type QuizExpertBoardQueryVariables = Exact<{
  measure: QuizBoardMeasure;
  after?: string | null | undefined;
}>;


export type QuizExpertBoardQuery = { __typename: 'Query', expertBoard: { __typename: 'QuizBoard', measure: QuizBoardMeasure, edges: Array<{ __typename: 'QuizBoardEdge', cursor: string, node: (
        { __typename: 'QuizBoardRow' }
        & { ' $fragmentRefs'?: { 'BoardRow_RowFragment': BoardRow_RowFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, mine: { __typename: 'QuizBoardMine', place: number | null, row: (
        { __typename: 'QuizBoardRow' }
        & { ' $fragmentRefs'?: { 'BoardRow_RowFragment': BoardRow_RowFragment } }
      ) } | null }, quizRules: { __typename: 'QuizRules', expertWindowDays: number } };

export type QuizExpertsPageQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type QuizExpertsPageQuery = { __typename: 'Query', experts: { __typename: 'ExpertConnection', edges: Array<{ __typename: 'ExpertEdge', cursor: string, node: { __typename: 'Expert', memberId: string, member: { __typename: 'MemberCard', id: string, nickname: string } | null, records: Array<{ __typename: 'QuizRecord', scope: string, hitRate: string | null, currentStreak: number, recent: { __typename: 'QuizRecent', played: number, red: number } }> } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type QuizHistoryPageQueryVariables = Exact<{
  id: string | number;
  game?: SportsGame | null | undefined;
  after?: string | null | undefined;
}>;


export type QuizHistoryPageQuery = { __typename: 'Query', member: { __typename: 'Member', id: string, nickname: string, isExpert: boolean } | null, quizRecords: Array<(
    { __typename: 'QuizRecord', scope: string }
    & { ' $fragmentRefs'?: { 'RecordFigures_RecordFragment': RecordFigures_RecordFragment } }
  )>, quizPicks: { __typename: 'QuizPickConnection', edges: Array<{ __typename: 'QuizPickEdge', cursor: string, node: (
        { __typename: 'QuizPick', id: string }
        & { ' $fragmentRefs'?: { 'PickCard_PickFragment': PickCard_PickFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type QuizMemberPlacesQueryVariables = Exact<{
  id: string | number;
  period: QuizBoardPeriod;
}>;


export type QuizMemberPlacesQuery = { __typename: 'Query', member: { __typename: 'Member', id: string, nickname: string } | null, quizPlaces: Array<{ __typename: 'QuizPlace', period: string, from: string, to: string, members: number, hitRatePlace: number | null, streakPlace: number | null, returnRatePlace: number | null }> };

export type QuizMinePageQueryVariables = Exact<{
  memberId: string | number;
  after?: string | null | undefined;
}>;


export type QuizMinePageQuery = { __typename: 'Query', quizRecords: Array<(
    { __typename: 'QuizRecord', scope: string }
    & { ' $fragmentRefs'?: { 'RecordFigures_RecordFragment': RecordFigures_RecordFragment } }
  )>, myQuizPicks: { __typename: 'QuizPickConnection', edges: Array<{ __typename: 'QuizPickEdge', cursor: string, node: (
        { __typename: 'QuizPick', id: string }
        & { ' $fragmentRefs'?: { 'PickCard_PickFragment': PickCard_PickFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type QuizRecordMovedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type QuizRecordMovedSubscription = { myQuizRecord: { __typename: 'QuizRecordMoved', settled: number, red: number, currentStreak: number } };

export type QuizNotifySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type QuizNotifySettingsQuery = { __typename: 'Query', notificationSettings: { __typename: 'NotificationSettings', categories: Array<{ __typename: 'NotificationCategoryState', category: NotificationCategory, enabled: boolean }>, subscribeTemplates: Array<{ __typename: 'SubscribeTemplate', category: NotificationCategory, templateId: string }> } };

export type QuizNotifyKindsMutationVariables = Exact<{
  disabled: Array<NotificationCategory> | NotificationCategory;
}>;


export type QuizNotifyKindsMutation = { __typename: 'Mutation', updateNotificationSettings: { __typename: 'UpdateNotificationSettingsPayload', settings: { __typename: 'NotificationSettings', categories: Array<{ __typename: 'NotificationCategoryState', category: NotificationCategory, enabled: boolean }> } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type QuizSubscribeConsentMutationVariables = Exact<{
  templateIds: Array<string> | string;
}>;


export type QuizSubscribeConsentMutation = { __typename: 'Mutation', recordSubscribeConsent: { __typename: 'RecordSubscribeConsentPayload', recorded: number, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type QuizMatchDaysQueryVariables = Exact<{
  game: SportsGame;
}>;


export type QuizMatchDaysQuery = { __typename: 'Query', sportsMatchDays: Array<string> };

export type QuizDayMatchesQueryVariables = Exact<{
  game: SportsGame;
  date: string;
}>;


export type QuizDayMatchesQuery = { __typename: 'Query', sportsMatches: Array<(
    { __typename: 'SportsMatch', id: string, state: SportsMatchState, kickoff: string | null, sample: boolean, replay: boolean }
    & { ' $fragmentRefs'?: { 'QuizMatch_MatchFragment': QuizMatch_MatchFragment } }
  )> };

export type PickCard_PickFragment = { __typename: 'QuizPick', id: string, parlay: boolean, outcome: QuizOutcome | null, firstKickoff: string, stake: { __typename: 'Money', yuan: string }, returned: { __typename: 'Money', yuan: string }, legs: Array<{ __typename: 'QuizLeg', matchId: string, play: SportsPlayType, option: string, odds: string, line: number | null, outcome: QuizOutcome | null, match: { __typename: 'SportsMatch', id: string, matchNum: string, league: string, home: string, away: string, sample: boolean, fullTime: { __typename: 'SportsScore', home: number, away: number } | null } | null }> } & { ' $fragmentName'?: 'PickCard_PickFragment' };

export type QuizPickedQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type QuizPickedQuery = { __typename: 'Query', myQuizPicked: Array<{ __typename: 'QuizPicked', matchId: string, play: SportsPlayType, choice: number }> };

export type QuizMakePickMutationVariables = Exact<{
  legs: Array<QuizLegInput> | QuizLegInput;
}>;


export type QuizMakePickMutation = { __typename: 'Mutation', makeQuizPick: { __typename: 'MakeQuizPickPayload', pick: { __typename: 'QuizPick', id: string, parlay: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type PlanItem_PlanFragment = { __typename: 'ExpertPlan', id: string, title: string, price: number, refundOnMiss: boolean, firstKickoff: string, outcome: QuizOutcome | null, unlocks: number, unlocked: boolean } & { ' $fragmentName'?: 'PlanItem_PlanFragment' };

export type QuizPlanPageQueryVariables = Exact<{
  id: string | number;
}>;


export type QuizPlanPageQuery = { __typename: 'Query', points: number, node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition' }
    | { __typename: 'ExpertPlan', id: string, title: string, price: number, refundOnMiss: boolean, firstKickoff: string, createdAt: string, outcome: QuizOutcome | null, unlocks: number, unlocked: boolean, visible: boolean, withdrawn: boolean, analysis: string | null, expert: { __typename: 'MemberCard', id: string, nickname: string } | null, matches: Array<{ __typename: 'SportsMatch', id: string, matchNum: string, league: string, home: string, away: string, kickoff: string | null, fullTime: { __typename: 'SportsScore', home: number, away: number } | null }>, legs: Array<{ __typename: 'QuizLeg', matchId: string, play: SportsPlayType, option: string, odds: string, line: number | null, outcome: QuizOutcome | null }> | null }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch' }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type QuizUnlockPlanMutationVariables = Exact<{
  id: string | number;
}>;


export type QuizUnlockPlanMutation = { __typename: 'Mutation', unlockExpertPlan: { __typename: 'ExpertPlanPayload', plan: { __typename: 'ExpertPlan', id: string, unlocked: boolean, unlocks: number, visible: boolean, analysis: string | null, legs: Array<{ __typename: 'QuizLeg', matchId: string, play: SportsPlayType, option: string, odds: string, line: number | null, outcome: QuizOutcome | null }> | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type QuizBoardPosterQueryVariables = Exact<{
  period: QuizBoardPeriod;
  measure: QuizBoardMeasure;
}>;


export type QuizBoardPosterQuery = { __typename: 'Query', myInviteCode: string, quizBoard: { __typename: 'QuizBoard', period: string, mine: { __typename: 'QuizBoardMine', place: number | null, row: { __typename: 'QuizBoardRow', member: { __typename: 'MemberCard', id: string, nickname: string } | null, record: (
          { __typename: 'QuizRecord' }
          & { ' $fragmentRefs'?: { 'Poster_RecordFragment': Poster_RecordFragment } }
        ) } } | null } };

export type QuizExpertPosterQueryVariables = Exact<{
  id: string | number;
}>;


export type QuizExpertPosterQuery = { __typename: 'Query', myInviteCode: string, member: { __typename: 'Member', id: string, nickname: string } | null, quizRecords: Array<(
    { __typename: 'QuizRecord', scope: string }
    & { ' $fragmentRefs'?: { 'Poster_RecordFragment': Poster_RecordFragment } }
  )> };

export type Poster_RecordFragment = { __typename: 'QuizRecord', settled: number, red: number, black: number, hitRate: string | null, currentStreak: number, longestStreak: number, returnRate: string | null, recent: { __typename: 'QuizRecent', played: number, red: number } } & { ' $fragmentName'?: 'Poster_RecordFragment' };

export type QuizPlanRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type QuizPlanRulesQuery = { __typename: 'Query', quizRules: { __typename: 'QuizRules', planMaxPrice: number, planMinAnalysis: number } };

export type QuizPublishPlanMutationVariables = Exact<{
  input: PublishExpertPlanInput;
}>;


export type QuizPublishPlanMutation = { __typename: 'Mutation', publishExpertPlan: { __typename: 'ExpertPlanPayload', plan: { __typename: 'ExpertPlan', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type QuizMatch_MatchFragment = { __typename: 'SportsMatch', id: string, matchNum: string, league: string, home: string, away: string, kickoff: string | null, handicap: number | null, totalLine: number | null, state: SportsMatchState, sample: boolean, odds: Array<{ __typename: 'SportsOdds', play: SportsPlayType, odds: Array<number | null> }> } & { ' $fragmentName'?: 'QuizMatch_MatchFragment' };

export type QuizClosedPeriodsQueryVariables = Exact<{
  period: QuizBoardPeriod;
}>;


export type QuizClosedPeriodsQuery = { __typename: 'Query', quizClosedPeriods: Array<{ __typename: 'QuizClosedPeriod', name: string, from: string, to: string }> };

export type RecordFigures_RecordFragment = { __typename: 'QuizRecord', scope: string, settled: number, red: number, black: number, void: number, hitRate: string | null, currentStreak: number, longestStreak: number, returnRate: string | null, recent: { __typename: 'QuizRecent', played: number, red: number } } & { ' $fragmentName'?: 'RecordFigures_RecordFragment' };

export type QuizRulesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type QuizRulesPageQuery = { __typename: 'Query', quizRules: { __typename: 'QuizRules', boardMinWeek: number, boardMinMonth: number, expertMinSettled: number, expertWindowDays: number, expertMinHitRate: string, expertReapplyDays: number, expertStrikeDays: number, planMaxPrice: number, planMinAnalysis: number } };

export type QuizPlayTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type QuizPlayTypesQuery = { __typename: 'Query', football: Array<{ __typename: 'SportsPlayInfo', play: SportsPlayType, options: Array<string> }>, basketball: Array<{ __typename: 'SportsPlayInfo', play: SportsPlayType, options: Array<string> }> };

export type QuizViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type QuizViewerQuery = { __typename: 'Query', me: { __typename: 'Member', id: string, isExpert: boolean } };

export type AccountPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountPageQuery = { __typename: 'Query', me: { __typename: 'Member', id: string, phone: string | null, nickname: string }, myAddresses: Array<{ __typename: 'MemberAddress', id: string, name: string, phone: string, province: string | null, city: string | null, address: string, isDefault: boolean }> };

export type SaveAddressMutationVariables = Exact<{
  input: SetDeliveryAddressInput;
}>;


export type SaveAddressMutation = { __typename: 'Mutation', setDeliveryAddress: { __typename: 'SetDeliveryAddressPayload', address: { __typename: 'MemberAddress', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type RealNameAuthMutationVariables = Exact<{
  input: VerifyRealNameInput;
}>;


export type RealNameAuthMutation = { __typename: 'Mutation', verifyRealName: { __typename: 'MemberPayload', member: { __typename: 'Member', id: string, isRealNameAuth: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type BlockedMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type BlockedMembersQuery = { __typename: 'Query', blockedMembers: Array<{ __typename: 'MemberCard', id: string, nickname: string, avatar: string | null, province: string | null, city: string | null }> };

export type UnblockMemberMutationVariables = Exact<{
  memberId: string | number;
}>;


export type UnblockMemberMutation = { __typename: 'Mutation', unblockMember: { __typename: 'DonePayload', done: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type NotificationSettingsPage_SettingsFragment = { __typename: 'NotificationSettings', drawGames: Array<Game>, dailyCap: number, categories: Array<{ __typename: 'NotificationCategoryState', category: NotificationCategory, enabled: boolean }>, quietHours: { __typename: 'QuietHours', start: string, end: string } | null } & { ' $fragmentName'?: 'NotificationSettingsPage_SettingsFragment' };

export type NotificationSettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsPageQuery = { __typename: 'Query', notificationSettings: (
    { __typename: 'NotificationSettings' }
    & { ' $fragmentRefs'?: { 'NotificationSettingsPage_SettingsFragment': NotificationSettingsPage_SettingsFragment } }
  ) };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  input: UpdateNotificationSettingsInput;
}>;


export type UpdateNotificationSettingsMutation = { __typename: 'Mutation', updateNotificationSettings: { __typename: 'UpdateNotificationSettingsPayload', settings: (
      { __typename: 'NotificationSettings' }
      & { ' $fragmentRefs'?: { 'NotificationSettingsPage_SettingsFragment': NotificationSettingsPage_SettingsFragment } }
    ) | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type MyDataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataExportQuery = { __typename: 'Query', myDataExport: { __typename: 'DataExport', id: string, state: DataExportState, requestedAt: string, readyAt: string | null, expiresAt: string | null, bytes: number, url: string | null, nextRequestAt: string } | null };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { __typename: 'Mutation', requestDataExport: { __typename: 'RequestDataExportPayload', export: { __typename: 'DataExport', id: string, state: DataExportState, requestedAt: string, readyAt: string | null, expiresAt: string | null, bytes: number, url: string | null, nextRequestAt: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SendCancelCodeMutationVariables = Exact<{
  input: SendVerificationCodeInput;
}>;


export type SendCancelCodeMutation = { __typename: 'Mutation', sendVerificationCode: { __typename: 'SendVerificationCodePayload', sent: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type CancelAccountMutationVariables = Exact<{
  input: CancelAccountInput;
}>;


export type CancelAccountMutation = { __typename: 'Mutation', cancelAccount: { __typename: 'DonePayload', done: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsPageQuery = { __typename: 'Query', me: { __typename: 'Member', id: string, nickname: string, avatar: string | null, province: string | null, city: string | null, isRealNameAuth: boolean, isWeChatBound: boolean } };

export type BindWeChatMutationVariables = Exact<{
  code: string;
}>;


export type BindWeChatMutation = { __typename: 'Mutation', bindWeChat: { __typename: 'MemberPayload', member: { __typename: 'Member', id: string, isWeChatBound: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SaveNicknameMutationVariables = Exact<{
  nickname: string;
}>;


export type SaveNicknameMutation = { __typename: 'Mutation', updateNickname: { __typename: 'MemberPayload', member: { __typename: 'Member', id: string, nickname: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SaveAvatarMutationVariables = Exact<{
  fileId: string;
}>;


export type SaveAvatarMutation = { __typename: 'Mutation', updateAvatar: { __typename: 'MemberPayload', member: { __typename: 'Member', id: string, avatar: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SaveLocationMutationVariables = Exact<{
  input: UpdateLocationInput;
}>;


export type SaveLocationMutation = { __typename: 'Mutation', updateLocation: { __typename: 'MemberPayload', member: { __typename: 'Member', id: string, province: string | null, city: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ExchangeRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExchangeRecordsQuery = { __typename: 'Query', myRedemptions: { __typename: 'RedemptionConnection', edges: Array<{ __typename: 'RedemptionEdge', node: { __typename: 'Redemption', id: string, itemName: string, quantity: number, points: number, status: RedemptionStatus, trackingNo: string | null, createdAt: string } }> } };

export type ShopPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPageQuery = { __typename: 'Query', points: number, shopItems: { __typename: 'ShopItemConnection', edges: Array<{ __typename: 'ShopItemEdge', node: { __typename: 'ShopItem', id: string, name: string, description: string | null, images: Array<string>, pricePoints: number, stock: number } }> }, myAddresses: Array<{ __typename: 'MemberAddress', id: string, isDefault: boolean }> };

export type RedeemItemMutationVariables = Exact<{
  input: RedeemInput;
}>;


export type RedeemItemMutation = { __typename: 'Mutation', redeem: { __typename: 'RedeemPayload', redemption: { __typename: 'Redemption', id: string, points: number, status: RedemptionStatus } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ShopAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopAccountQuery = { __typename: 'Query', myShop: { __typename: 'Shop', shopName: string, address: string, ownerName: string, licenceNo: string, licenceValidUntil: string, licenceExpired: boolean, certifiedAt: string, familyCount: number, frontPhoto: { __typename: 'ShopPhoto', fid: string, url: string }, licencePhoto: { __typename: 'ShopPhoto', fid: string, url: string } } | null, myShopApplication: { __typename: 'ShopApplication', id: string, shopName: string, address: string, ownerName: string, licenceNo: string, licenceValidUntil: string, state: WorkflowState, outcome: WorkflowOutcome | null, reason: string | null, createdAt: string, frontPhoto: { __typename: 'ShopPhoto', fid: string, url: string }, licencePhoto: { __typename: 'ShopPhoto', fid: string, url: string }, flags: { __typename: 'WorkflowFlags', editable: boolean, cancellable: boolean } } | null };

export type ShopApplyMutationVariables = Exact<{
  input: ApplyShopInput;
}>;


export type ShopApplyMutation = { __typename: 'Mutation', applyShop: { __typename: 'ShopApplicationPayload', application: { __typename: 'ShopApplication', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ShopApplicationUpdateMutationVariables = Exact<{
  id: string | number;
  shop: ApplyShopInput;
}>;


export type ShopApplicationUpdateMutation = { __typename: 'Mutation', updateShopApplication: { __typename: 'ShopApplicationPayload', application: { __typename: 'ShopApplication', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ShopApplicationCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type ShopApplicationCancelMutation = { __typename: 'Mutation', cancelShopApplication: { __typename: 'ShopApplicationPayload', application: { __typename: 'ShopApplication', id: string, state: WorkflowState, outcome: WorkflowOutcome | null, flags: { __typename: 'WorkflowFlags', editable: boolean, cancellable: boolean } } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ShopFamilyAddGateQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopFamilyAddGateQuery = { __typename: 'Query', myShop: { __typename: 'Shop', shopName: string } | null };

export type ShopFamilyCandidateQueryVariables = Exact<{
  phone: string;
}>;


export type ShopFamilyCandidateQuery = { __typename: 'Query', myShop: { __typename: 'Shop', familyCandidate: { __typename: 'FamilyCandidate', inFamily: boolean, maskedPhone: string, member: { __typename: 'MemberCard', id: string, nickname: string, avatar: string | null } } | null } | null };

export type ShopFamilyAddMutationVariables = Exact<{
  phone: string;
}>;


export type ShopFamilyAddMutation = { __typename: 'Mutation', addFamilyMember: { __typename: 'FamilyMemberPayload', familyMember: { __typename: 'FamilyMember', id: string, phone: string | null, addedByManager: boolean } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ShopFamilyQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ShopFamilyQuery = { __typename: 'Query', myShop: { __typename: 'Shop', familyCount: number, family: { __typename: 'FamilyMemberConnection', edges: Array<{ __typename: 'FamilyMemberEdge', cursor: string, node: { __typename: 'FamilyMember', id: string, phone: string | null, addedByManager: boolean, note: string | null, createdAt: string, member: { __typename: 'MemberCard', id: string, nickname: string, avatar: string | null } } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type ShopFamilyNoteMutationVariables = Exact<{
  id: string | number;
  note: string;
}>;


export type ShopFamilyNoteMutation = { __typename: 'Mutation', updateFamilyNote: { __typename: 'FamilyMemberPayload', familyMember: { __typename: 'FamilyMember', id: string, note: string | null, updatedAt: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ShopFamilyRemoveMutationVariables = Exact<{
  id: string | number;
}>;


export type ShopFamilyRemoveMutation = { __typename: 'Mutation', removeFamilyMember: { __typename: 'RemovedPayload', removedId: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ShopMemoEditQueryVariables = Exact<{
  id: string | number;
}>;


export type ShopMemoEditQuery = { __typename: 'Query', myShop: { __typename: 'Shop', shopName: string } | null, node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition' }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo', id: string, content: string, result: string | null, familyMemberId: string }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch' }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type ShopMemoMemberQueryVariables = Exact<{
  id: string | number;
}>;


export type ShopMemoMemberQuery = { __typename: 'Query', myShop: { __typename: 'Shop', shopName: string } | null, node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition' }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember', id: string, phone: string | null, member: { __typename: 'MemberCard', id: string, nickname: string, avatar: string | null } }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch' }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type ShopMemoPickQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopMemoPickQuery = { __typename: 'Query', myShop: { __typename: 'Shop', shopName: string, family: { __typename: 'FamilyMemberConnection', nodes: Array<{ __typename: 'FamilyMember', id: string, phone: string | null, note: string | null, member: { __typename: 'MemberCard', id: string, nickname: string, avatar: string | null } }> } } | null };

export type ShopMemoCreateMutationVariables = Exact<{
  input: CreateFamilyMemoInput;
}>;


export type ShopMemoCreateMutation = { __typename: 'Mutation', createFamilyMemo: { __typename: 'FamilyMemoPayload', memo: { __typename: 'FamilyMemo', id: string, content: string, result: string | null, familyMemberId: string, updatedAt: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ShopMemoDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type ShopMemoDeleteMutation = { __typename: 'Mutation', deleteFamilyMemo: { __typename: 'RemovedPayload', removedId: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type ShopMemosQueryVariables = Exact<{
  member?: string | number | null | undefined;
  after?: string | null | undefined;
}>;


export type ShopMemosQuery = { __typename: 'Query', myShop: { __typename: 'Shop', family: { __typename: 'FamilyMemberConnection', nodes: Array<{ __typename: 'FamilyMember', id: string, member: { __typename: 'MemberCard', id: string, nickname: string } }> }, memos: { __typename: 'FamilyMemoConnection', edges: Array<{ __typename: 'FamilyMemoEdge', cursor: string, node: { __typename: 'FamilyMemo', id: string, content: string, result: string | null, familyMemberId: string, updatedAt: string } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type ShopMemoPersonQueryVariables = Exact<{
  id: string | number;
}>;


export type ShopMemoPersonQuery = { __typename: 'Query', node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition' }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember', id: string, member: { __typename: 'MemberCard', id: string, nickname: string } }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch' }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type ShopShareInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopShareInfoQuery = { __typename: 'Query', myShop: { __typename: 'Shop', shopName: string, address: string, invite: { __typename: 'ShopInvite', code: string, path: string } } | null };

export type ShopToolboxQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopToolboxQuery = { __typename: 'Query', myShop: { __typename: 'Shop', shopName: string, familyCount: number, licenceValidUntil: string, licenceExpired: boolean } | null };

export type ShopMemoUpdateMutationVariables = Exact<{
  input: UpdateFamilyMemoInput;
}>;


export type ShopMemoUpdateMutation = { __typename: 'Mutation', updateFamilyMemo: { __typename: 'FamilyMemoPayload', memo: { __typename: 'FamilyMemo', id: string, content: string, result: string | null, updatedAt: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SportsAnalyseDayQueryVariables = Exact<{
  date: string;
}>;


export type SportsAnalyseDayQuery = { __typename: 'Query', sportsMatches: Array<{ __typename: 'SportsMatch', id: string, matchNum: string, league: string, home: string, away: string, sample: boolean, replay: boolean }> };

export type SportsRulesQueryVariables = Exact<{
  game: SportsGame;
}>;


export type SportsRulesQuery = { __typename: 'Query', sportsPlayTypes: Array<{ __typename: 'SportsPlayInfo', play: SportsPlayType, name: string, options: Array<string>, maxGames: number, minGames: number }>, sportsPassTypes: Array<{ __typename: 'SportsPassType', name: string, games: number, bets: number, sizes: Array<number> }> };

export type SportsDayMatchesQueryVariables = Exact<{
  game: SportsGame;
  date: string;
}>;


export type SportsDayMatchesQuery = { __typename: 'Query', sportsMatches: Array<(
    { __typename: 'SportsMatch', id: string, matchNum: string, home: string, away: string, handicap: number | null, totalLine: number | null, sample: boolean, replay: boolean, state: SportsMatchState, odds: Array<{ __typename: 'SportsOdds', play: SportsPlayType }> }
    & { ' $fragmentRefs'?: { 'MatchCard_MatchFragment': MatchCard_MatchFragment } }
  )> };

export type SportsDetailQueryVariables = Exact<{
  input: SportsSelectionInput;
  after?: string | null | undefined;
}>;


export type SportsDetailQuery = { __typename: 'Query', sportsBreakdown: (
    { __typename: 'SportsBreakdown', hits: Array<{ __typename: 'SportsHits', hits: number, sizes: Array<number>, winningBets: Array<number>, minBonus: { __typename: 'Money', yuan: string }, maxBonus: { __typename: 'Money', yuan: string } }>, singles: { __typename: 'SportsSingleConnection', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename: 'SportsSingle', capped: boolean, bonus: { __typename: 'Money', yuan: string }, legs: Array<{ __typename: 'SportsLeg', match: number, optionName: string, odds: number }> }> } }
    & { ' $fragmentRefs'?: { 'QuoteFigures_BreakdownFragment': QuoteFigures_BreakdownFragment } }
  ) };

export type SportsOptimizeDetailQueryVariables = Exact<{
  input: SportsSelectionInput;
  strategy: BonusStrategy;
}>;


export type SportsOptimizeDetailQuery = { __typename: 'Query', sportsOptimize: { __typename: 'SportsOptimized', multiples: Array<number>, returns: Array<{ __typename: 'Money', yuan: string }> } };

export type SportsCheckQueryVariables = Exact<{
  input: SportsSelectionInput;
}>;


export type SportsCheckQuery = { __typename: 'Query', sportsPrizeCheck: { __typename: 'SportsPrizeCheck', winningBets: number, pendingBets: number, won: { __typename: 'Money', yuan: string } } };

export type SportsMatchDaysQueryVariables = Exact<{
  game: SportsGame;
}>;


export type SportsMatchDaysQuery = { __typename: 'Query', sportsMatchDays: Array<string> };

export type SportsIssuesQueryVariables = Exact<{ [key: string]: never; }>;


export type SportsIssuesQuery = { __typename: 'Query', sportsIssues: Array<{ __typename: 'SportsIssueSummary', issue: string, closeDate: string }> };

export type MatchCard_MatchFragment = { __typename: 'SportsMatch', id: string, matchNum: string, league: string, home: string, away: string, handicap: number | null, totalLine: number | null, state: SportsMatchState, sample: boolean, odds: Array<{ __typename: 'SportsOdds', play: SportsPlayType, odds: Array<number | null> }> } & { ' $fragmentName'?: 'MatchCard_MatchFragment' };

export type SportsOddsHistoryQueryVariables = Exact<{
  id: string | number;
  play: SportsPlayType;
  game: SportsGame;
}>;


export type SportsOddsHistoryQuery = { __typename: 'Query', node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition' }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch', id: string, oddsHistory: Array<{ __typename: 'SportsOdds', recordedAt: string, odds: Array<number | null> }> }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null, sportsPlayTypes: Array<{ __typename: 'SportsPlayInfo', play: SportsPlayType, name: string, options: Array<string> }> };

export type SportsOrderMatchesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type SportsOrderMatchesQuery = { __typename: 'Query', nodes: Array<
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition' }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch', id: string, matchNum: string, home: string, away: string, sample: boolean, replay: boolean, state: SportsMatchState, fullTime: { __typename: 'SportsScore', home: number, away: number } | null }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null>, plays: Array<{ __typename: 'SportsPlayInfo', play: SportsPlayType, options: Array<string> }>, basketball: Array<{ __typename: 'SportsPlayInfo', play: SportsPlayType, options: Array<string> }>, beidan: Array<{ __typename: 'SportsPlayInfo', play: SportsPlayType, options: Array<string> }> };

export type SportsQuoteQueryVariables = Exact<{
  input: SportsSelectionInput;
}>;


export type SportsQuoteQuery = { __typename: 'Query', sportsBreakdown: (
    { __typename: 'SportsBreakdown' }
    & { ' $fragmentRefs'?: { 'QuoteFigures_BreakdownFragment': QuoteFigures_BreakdownFragment } }
  ) };

export type QuoteFigures_BreakdownFragment = { __typename: 'SportsBreakdown', bets: number, cost: { __typename: 'Money', yuan: string }, minBonus: { __typename: 'Money', yuan: string }, maxBonus: { __typename: 'Money', yuan: string } } & { ' $fragmentName'?: 'QuoteFigures_BreakdownFragment' };

export type MySportsSelectionsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MySportsSelectionsQuery = { __typename: 'Query', mySportsSelections: { __typename: 'SportsSelectionConnection', pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename: 'SportsSelection', id: string, game: SportsGame, passTypes: Array<string>, multiple: number, bets: number, ticketCount: number, createdAt: string, cost: { __typename: 'Money', yuan: string }, matches: Array<{ __typename: 'SportsSavedMatch', matchId: string, banker: boolean, handicap: number, totalLine: number, picks: Array<{ __typename: 'SportsSavedPick', play: SportsPlayType, option: number, odds: number }> }>, prizeCheck: { __typename: 'SportsPrizeCheck', winningBets: number, pendingBets: number, won: { __typename: 'Money', yuan: string } } }> } };

export type DeleteSportsSelectionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSportsSelectionMutation = { __typename: 'Mutation', deleteSportsSelection: { __typename: 'DeletePayload', deletedId: string | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SportsShareFiguresQueryVariables = Exact<{
  input: SportsSelectionInput;
}>;


export type SportsShareFiguresQuery = { __typename: 'Query', sportsBreakdown: (
    { __typename: 'SportsBreakdown' }
    & { ' $fragmentRefs'?: { 'QuoteFigures_BreakdownFragment': QuoteFigures_BreakdownFragment } }
  ) };

export type ResultRow_MatchFragment = { __typename: 'SportsMatch', id: string, matchNum: string, league: string, home: string, away: string, state: SportsMatchState, fullTime: { __typename: 'SportsScore', home: number, away: number } | null, halfTime: { __typename: 'SportsScore', home: number, away: number } | null, results: Array<{ __typename: 'SportsPlayResult', play: SportsPlayType, optionName: string }> } & { ' $fragmentName'?: 'ResultRow_MatchFragment' };

export type SportsDayResultsQueryVariables = Exact<{
  game: SportsGame;
  date: string;
}>;


export type SportsDayResultsQuery = { __typename: 'Query', sportsMatches: Array<(
    { __typename: 'SportsMatch', id: string, sample: boolean, replay: boolean }
    & { ' $fragmentRefs'?: { 'ResultRow_MatchFragment': ResultRow_MatchFragment } }
  )> };

export type SportsIssueResultsQueryVariables = Exact<{
  issue: string;
}>;


export type SportsIssueResultsQuery = { __typename: 'Query', sportsIssue: { __typename: 'SportsIssue', issue: string, sample: boolean, sfc: Array<number | null> | null, bqc: Array<number | null> | null, jq: Array<number | null> | null, matches: Array<(
      { __typename: 'SportsMatch', id: string }
      & { ' $fragmentRefs'?: { 'ResultRow_MatchFragment': ResultRow_MatchFragment } }
    )>, prizes: Array<{ __typename: 'SportsPrizeTier', pool: CtzqPool, tier: number, bets: number, prize: { __typename: 'Money', yuan: string } }> } };

export type SaveSportsSelectionMutationVariables = Exact<{
  selection: SportsSelectionInput;
}>;


export type SaveSportsSelectionMutation = { __typename: 'Mutation', saveSportsSelection: { __typename: 'SaveSportsSelectionPayload', sportsSelection: { __typename: 'SportsSelection', id: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SportsSplitTicketsQueryVariables = Exact<{
  input: SportsSelectionInput;
  after?: string | null | undefined;
}>;


export type SportsSplitTicketsQuery = { __typename: 'Query', sportsSplit: { __typename: 'SportsSplit', bets: number, ticketCount: number, cost: { __typename: 'Money', yuan: string }, tickets: { __typename: 'SportsTicketConnection', pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ __typename: 'SportsPrintTicket', bets: number, multiple: number, cost: { __typename: 'Money', yuan: string }, legs: Array<{ __typename: 'SportsTicketLeg', match: number, play: SportsPlayType, options: Array<number> }> }> } } };

export type SportsMatchAnalysisQueryVariables = Exact<{
  id: string | number;
}>;


export type SportsMatchAnalysisQuery = { __typename: 'Query', node:
    | { __typename: 'Channel' }
    | { __typename: 'Comment' }
    | { __typename: 'Competition' }
    | { __typename: 'ExpertPlan' }
    | { __typename: 'FamilyMember' }
    | { __typename: 'FamilyMemo' }
    | { __typename: 'Feedback' }
    | { __typename: 'Member' }
    | { __typename: 'MemberAddress' }
    | { __typename: 'Message' }
    | { __typename: 'PointsRecord' }
    | { __typename: 'Post' }
    | { __typename: 'Redemption' }
    | { __typename: 'SavedSelection' }
    | { __typename: 'ShopApplication' }
    | { __typename: 'ShopItem' }
    | { __typename: 'SplitRecord' }
    | { __typename: 'SportsMatch', id: string, game: SportsGame, matchNum: string, league: string, home: string, away: string, sample: boolean, replay: boolean, odds: Array<{ __typename: 'SportsOdds', play: SportsPlayType }>, analysis: { __typename: 'SportsAnalysis', home: (
          { __typename: 'SportsRecord' }
          & { ' $fragmentRefs'?: { 'Record_RecordFragment': Record_RecordFragment } }
        ), away: (
          { __typename: 'SportsRecord' }
          & { ' $fragmentRefs'?: { 'Record_RecordFragment': Record_RecordFragment } }
        ), headToHead: (
          { __typename: 'SportsRecord' }
          & { ' $fragmentRefs'?: { 'Record_RecordFragment': Record_RecordFragment } }
        ) } }
    | { __typename: 'SportsSelection' }
    | { __typename: 'Topic' }
    | { __typename: 'Withdrawal' }
   | null };

export type Record_RecordFragment = { __typename: 'SportsRecord', played: number, wins: number, draws: number, losses: number, goalsFor: number, goalsAgainst: number, bothScored: number, overTwoAndAHalf: number, form: string } & { ' $fragmentName'?: 'Record_RecordFragment' };

export type CtzqIssueMatchesQueryVariables = Exact<{
  issue: string;
}>;


export type CtzqIssueMatchesQuery = { __typename: 'Query', sportsIssue: { __typename: 'SportsIssue', issue: string, closeDate: string, sample: boolean, matches: Array<{ __typename: 'SportsMatch', id: string, matchNum: string, home: string, away: string }> } };

export type CtzqTicketQuoteQueryVariables = Exact<{
  input: CtzqTicketInput;
  multiple?: number | null | undefined;
  issue: string;
}>;


export type CtzqTicketQuoteQuery = { __typename: 'Query', ctzqQuote: { __typename: 'CtzqQuote', bets: number, cost: { __typename: 'Money', yuan: string } }, ctzqCheck: { __typename: 'CtzqCheck', announced: boolean, won: { __typename: 'Money', yuan: string }, tiers: Array<{ __typename: 'CtzqTierWin', tier: number, bets: number }> } | null };

export type ParityStatisticsQueryVariables = Exact<{
  game: Game;
  last: number;
}>;


export type ParityStatisticsQuery = { __typename: 'Query', trend: { __typename: 'Trend', shapes: Array<{ __typename: 'DrawTrendShape', issue: string, odd: number, even: number, big: number, small: number, sum: number, span: number, consecutive: number, replay: boolean }> } };

export type TrendDrawsQueryVariables = Exact<{
  game: Game;
  last: number;
}>;


export type TrendDrawsQuery = { __typename: 'Query', drawHistory: { __typename: 'DrawConnection', nodes: Array<{ __typename: 'Draw', issue: string, mainNumbers: Array<number>, extraNumbers: Array<number>, replay: boolean }> } };

export type RefreshTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshTokenMutation = { __typename: 'Mutation', refreshToken: { __typename: 'RefreshTokenPayload', token: { __typename: 'TokenObject', token: string, expiresAt: string } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type SessionMemberQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionMemberQuery = { __typename: 'Query', me: { __typename: 'Member', id: string, nickname: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: { __typename: 'DonePayload', done: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type RegisterPushClientMutationVariables = Exact<{
  input: RegisterPushClientInput;
}>;


export type RegisterPushClientMutation = { __typename: 'Mutation', registerPushClient: { __typename: 'DonePayload', done: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type UnregisterPushClientMutationVariables = Exact<{
  input: UnregisterPushClientInput;
}>;


export type UnregisterPushClientMutation = { __typename: 'Mutation', unregisterPushClient: { __typename: 'DonePayload', done: boolean, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type DrawBalls_DrawFragment = { __typename: 'Draw', mainNumbers: Array<number>, extraNumbers: Array<number> } & { ' $fragmentName'?: 'DrawBalls_DrawFragment' };

export const CommentItem_CommentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]} as unknown as DocumentNode<CommentItem_CommentFragment, unknown>;
export const PostCard_PostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]} as unknown as DocumentNode<PostCard_PostFragment, unknown>;
export const TopicPosts_TopicFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopicPosts_topic"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Topic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feed"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]} as unknown as DocumentNode<TopicPosts_TopicFragment, unknown>;
export const FeedbackCard_FeedbackFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}}]}}]}}]} as unknown as DocumentNode<FeedbackCard_FeedbackFragment, unknown>;
export const FollowRow_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}}]} as unknown as DocumentNode<FollowRow_MemberFragment, unknown>;
export const FollowLists_PageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowLists_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowRow_member"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}}]} as unknown as DocumentNode<FollowLists_PageFragment, unknown>;
export const LoginPage_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<LoginPage_TokenFragment, unknown>;
export const LoginPage_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<LoginPage_MemberFragment, unknown>;
export const PrizeList_PrizeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeList_prize"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawPrize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winners"}}]}}]} as unknown as DocumentNode<PrizeList_PrizeFragment, unknown>;
export const PrizeLines_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeLines_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"boosted"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]} as unknown as DocumentNode<PrizeLines_ResultFragment, unknown>;
export const SelectionSummary_SelectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectionSummary_selection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]} as unknown as DocumentNode<SelectionSummary_SelectionFragment, unknown>;
export const SplitRecordHead_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitRecordHead_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"additional"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SplitRecordHead_RecordFragment, unknown>;
export const SplitTicketRow_TicketFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}}]} as unknown as DocumentNode<SplitTicketRow_TicketFragment, unknown>;
export const SplitTickets_SplitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTickets_split"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSplit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTicketRow_ticket"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}}]} as unknown as DocumentNode<SplitTickets_SplitFragment, unknown>;
export const MessageCentre_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageCentre_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MessageCentre_MessageFragment, unknown>;
export const MyPage_MemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"vipLevel"}}]}}]} as unknown as DocumentNode<MyPage_MemberFragment, unknown>;
export const BoardRow_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardRow_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizBoardRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}}]}}]} as unknown as DocumentNode<BoardRow_RowFragment, unknown>;
export const PickCard_PickFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickCard_pick"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizPick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parlay"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"firstKickoff"}},{"kind":"Field","name":{"kind":"Name","value":"stake"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"fullTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PickCard_PickFragment, unknown>;
export const PlanItem_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanItem_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"refundOnMiss"}},{"kind":"Field","name":{"kind":"Name","value":"firstKickoff"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"unlocks"}},{"kind":"Field","name":{"kind":"Name","value":"unlocked"}}]}}]} as unknown as DocumentNode<PlanItem_PlanFragment, unknown>;
export const Poster_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Poster_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"black"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}}]} as unknown as DocumentNode<Poster_RecordFragment, unknown>;
export const QuizMatch_MatchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizMatch_match"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"kickoff"}},{"kind":"Field","name":{"kind":"Name","value":"handicap"}},{"kind":"Field","name":{"kind":"Name","value":"totalLine"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}}]}}]}}]} as unknown as DocumentNode<QuizMatch_MatchFragment, unknown>;
export const RecordFigures_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordFigures_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"black"}},{"kind":"Field","name":{"kind":"Name","value":"void"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}}]} as unknown as DocumentNode<RecordFigures_RecordFragment, unknown>;
export const NotificationSettingsPage_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsPage_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"drawGames"}},{"kind":"Field","name":{"kind":"Name","value":"quietHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}}]}}]} as unknown as DocumentNode<NotificationSettingsPage_SettingsFragment, unknown>;
export const MatchCard_MatchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchCard_match"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"handicap"}},{"kind":"Field","name":{"kind":"Name","value":"totalLine"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}}]}}]}}]} as unknown as DocumentNode<MatchCard_MatchFragment, unknown>;
export const QuoteFigures_BreakdownFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFigures_breakdown"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsBreakdown"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]} as unknown as DocumentNode<QuoteFigures_BreakdownFragment, unknown>;
export const ResultRow_MatchFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultRow_match"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fullTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"halfTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"optionName"}}]}}]}}]} as unknown as DocumentNode<ResultRow_MatchFragment, unknown>;
export const Record_RecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Record_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"goalsFor"}},{"kind":"Field","name":{"kind":"Name","value":"goalsAgainst"}},{"kind":"Field","name":{"kind":"Name","value":"bothScored"}},{"kind":"Field","name":{"kind":"Name","value":"overTwoAndAHalf"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}}]} as unknown as DocumentNode<Record_RecordFragment, unknown>;
export const DrawBalls_DrawFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawBalls_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]} as unknown as DocumentNode<DrawBalls_DrawFragment, unknown>;
export const ConsoleRefreshDocument = {"__meta__":{"hash":"sha256:a9334a1cb894b25f8eb674255d784d92f8c2b480a96353d054a29604a9ba5de6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRefresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRefreshMutation, ConsoleRefreshMutationVariables>;
export const ConsoleLoginDocument = {"__meta__":{"hash":"sha256:f36457fad374752d873fff23fdc27c75ea9af59704708b69d040a50a1ae881ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginByPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginByPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondFactor"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleLoginMutation, ConsoleLoginMutationVariables>;
export const ConsoleBeginEnrolmentDocument = {"__meta__":{"hash":"sha256:7668f14bb202fc64381c373a3e01ad0e83274b505496afd9ff85b82746065b65"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleBeginEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"beginStaffFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUrl"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleBeginEnrolmentMutation, ConsoleBeginEnrolmentMutationVariables>;
export const ConsoleConfirmEnrolmentDocument = {"__meta__":{"hash":"sha256:5e774418cf1c64aacd9a18549ff0366a00be2dd60b8f7e0d3dbc93518d899425"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleConfirmEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"confirmStaffFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleConfirmEnrolmentMutation, ConsoleConfirmEnrolmentMutationVariables>;
export const ChannelInfoPageDocument = {"__meta__":{"hash":"sha256:618220604623b5be0d020171d686e16c5965c6e9ab6d4c21d60d9fa954c25eda"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelInfoPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"partnered"}},{"kind":"Field","name":{"kind":"Name","value":"chart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"checkIns"}},{"kind":"Field","name":{"kind":"Name","value":"invites"}},{"kind":"Field","name":{"kind":"Name","value":"pointsIssued"}},{"kind":"Field","name":{"kind":"Name","value":"pointsSpent"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChannelInfoPageQuery, ChannelInfoPageQueryVariables>;
export const ChannelsPageDocument = {"__meta__":{"hash":"sha256:d34e946ed701739f43bbc160556c3fe3b173deb74018b7bad3f499328b43720b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"partnered"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"checkIns"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChannelsPageQuery, ChannelsPageQueryVariables>;
export const ChannelInvitePageDocument = {"__meta__":{"hash":"sha256:9b1e7218d1facff511277b5f33672335721a7a4906486d65ef224329e2da9fd8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelInvitePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"holder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChannelInvitePageQuery, ChannelInvitePageQueryVariables>;
export const CreateChannelInviteCodeDocument = {"__meta__":{"hash":"sha256:e766599f69a938598e1744e72a33b1f889105adc65d7999076d713dc41033a13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateChannelInviteCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInviteCodesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createInviteCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateChannelInviteCodeMutation, CreateChannelInviteCodeMutationVariables>;
export const ChannelOperationPageDocument = {"__meta__":{"hash":"sha256:50f3a35ae395bb51aaf3c7c39f78148e71b09d0704c23a09c05c8f59ba94c376"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelOperationPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myEarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"held"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"legacyId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPayee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ChannelOperationPageQuery, ChannelOperationPageQueryVariables>;
export const PayoutsPageDocument = {"__meta__":{"hash":"sha256:51c32a407fa23689ded908ab68086e8314467742eab1bf16d1a22ce9a1a7835b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payeeKind"}},{"kind":"Field","name":{"kind":"Name","value":"payeeAccount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PayoutsPageQuery, PayoutsPageQueryVariables>;
export const CancelWithdrawalDocument = {"__meta__":{"hash":"sha256:5ddb3f694879c6eff64bc45cf8844c703ba619b4244590541f38c038dceed14b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelWithdrawalMutation, CancelWithdrawalMutationVariables>;
export const ReceiveInfoPageDocument = {"__meta__":{"hash":"sha256:41e97a54e3de6a6798e25b67246489b68b979017ecf709f18632158c5ae1aca8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReceiveInfoPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRealNameAuth"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPayee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ReceiveInfoPageQuery, ReceiveInfoPageQueryVariables>;
export const SetPayeeDocument = {"__meta__":{"hash":"sha256:c13811515c8fd70e40e8ed75add41281970ff41f0e1ab3035fba517b2d7d1e95"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPayee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPayeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setPayee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"payee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetPayeeMutation, SetPayeeMutationVariables>;
export const WithdrawPageDocument = {"__meta__":{"hash":"sha256:039ab291de143e8e8ec372dc8c6f768f48b3e1981fde3245371d303a78b57958"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRealNameAuth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myEarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"held"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPayee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"legalName"}}]}}]}}]} as unknown as DocumentNode<WithdrawPageQuery, WithdrawPageQueryVariables>;
export const RequestWithdrawalDocument = {"__meta__":{"hash":"sha256:cbd55ff7fd57e8d2ec1021fb8de42086ee7f8f854a65d95795c782d49ebd3e65"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestWithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>;
export const AddPostTopicsDocument = {"__meta__":{"hash":"sha256:c10cd8038846901dcb3351b79b02718091dfa226e6278d021074e2dab4371bb0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddPostTopics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"topicRank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddPostTopicsQuery, AddPostTopicsQueryVariables>;
export const AttachSelectionsDocument = {"__meta__":{"hash":"sha256:655a1af9ce1c1e7f24e51a763edd47b6b26fb12558492439451a5a839f8d0c62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachSelections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mySelections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttachSelectionsQuery, AttachSelectionsQueryVariables>;
export const AttachSportsSelectionsDocument = {"__meta__":{"hash":"sha256:2af953fa4bb1204bea2c970280ddbce14a33c04df1cc515411de9ab53420395d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachSportsSelections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mySportsSelections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"passTypes"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttachSportsSelectionsQuery, AttachSportsSelectionsQueryVariables>;
export const AttachExpertDocument = {"__meta__":{"hash":"sha256:c3468fd08d62853ef73111098175e935339e6dd1357a68d0404974143427c0a4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachExpert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}}]}}]} as unknown as DocumentNode<AttachExpertQuery, AttachExpertQueryVariables>;
export const AttachExpertPlansDocument = {"__meta__":{"hash":"sha256:4964b3b154fc477a84d4c409c7057135ae322d1c392e77c963886017f5274bdc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttachExpertPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expertId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expertPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expertId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expertId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttachExpertPlansQuery, AttachExpertPlansQueryVariables>;
export const CreatePostDocument = {"__meta__":{"hash":"sha256:0a54597df1e913e204fd63c7fc5c919c3c71d5bdcf0028c543dd9e6325e2f5f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePostMutation, CreatePostMutationVariables>;
export const CommentRepliesDocument = {"__meta__":{"hash":"sha256:da31f5a01af76e74f8ee51c91c10efb51aec98d456d7a8476dd69f43aba5c58d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommentReplies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem_comment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]} as unknown as DocumentNode<CommentRepliesQuery, CommentRepliesQueryVariables>;
export const LikeCommentDocument = {"__meta__":{"hash":"sha256:5c6825a6a44fc5f520a492c38d43b435c3b7ed520847df0ad238a247cb3191e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikeComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"likeComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LikeCommentMutation, LikeCommentMutationVariables>;
export const UnlikeCommentDocument = {"__meta__":{"hash":"sha256:ec9165443636a13484ba75c92b58e0dc9a9707f816cdfe73904ceb0dfe3178d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlikeComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unlikeComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnlikeCommentMutation, UnlikeCommentMutationVariables>;
export const PostDetailDocument = {"__meta__":{"hash":"sha256:b6fac7b8c9c0f650fec18db4a794c0d6b39b6f05d897f0b9f19f8d5cd217ef2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"replyCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem_comment"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentItem_comment"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentItem_comment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]} as unknown as DocumentNode<PostDetailQuery, PostDetailQueryVariables>;
export const PostActivityDocument = {"__meta__":{"hash":"sha256:cc2ef67d4c0560efb9a6baeb02f71b4f78e0b95d8ee432e66c6b9558ef4a01e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PostActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}}]}}]} as unknown as DocumentNode<PostActivitySubscription, PostActivitySubscriptionVariables>;
export const LikePostDocument = {"__meta__":{"hash":"sha256:0453129b1d6187890ea9749cc2b3d6c72379b11edf3a1902a33954e93878ef2f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"likePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LikePostMutation, LikePostMutationVariables>;
export const UnlikePostDocument = {"__meta__":{"hash":"sha256:9c749032f2b6b4ddc065df0f7a01fb488959d4dfadba50cf6ee4c51f29d180f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlikePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unlikePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnlikePostMutation, UnlikePostMutationVariables>;
export const CreateCommentDocument = {"__meta__":{"hash":"sha256:1664cc2619a12b5bee8365108ac6b4edf5936bada31a6a67b2fa9490be90c32b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCommentMutation, CreateCommentMutationVariables>;
export const DeleteCommentDocument = {"__meta__":{"hash":"sha256:bf47b9c20aa5e241434d82c7f7ef30a65d4cfcef56f83b782ee130c6f10b5240"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const DeletePostDocument = {"__meta__":{"hash":"sha256:c0ae859c511dc77114721a5a92c06ce7fbcee0ca4bf150f8ff0f052f718da5b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeletePostMutation, DeletePostMutationVariables>;
export const ReportPostDocument = {"__meta__":{"hash":"sha256:6d14290a6c2bd1aa62e3202b49ed9938f8b357b118edce01457ffb9a533e8559"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"reportPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReportPostMutation, ReportPostMutationVariables>;
export const BlockMemberDocument = {"__meta__":{"hash":"sha256:e4962eb828eb076087374aff12fa772646c9b4a61aeb8d14ad8c275b885fa0fe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"blockMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BlockMemberMutation, BlockMemberMutationVariables>;
export const PostForEditDocument = {"__meta__":{"hash":"sha256:7d2b22fb0345e39c3a9890bc2e39b0cb8ba99a0a7018c9e3114d114e71d9df40"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<PostForEditQuery, PostForEditQueryVariables>;
export const EditPostDocument = {"__meta__":{"hash":"sha256:d500d935ae07378d501f176d94dce9e2668eb7b66ec8961e86a41c098d6ea6dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"editPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]} as unknown as DocumentNode<EditPostMutation, EditPostMutationVariables>;
export const CommunityFeedDocument = {"__meta__":{"hash":"sha256:47d34a82ee736d970c85c83e7b9e40e42c047a8dd5551214a9b5676ea816bd53"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostFeed"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feed"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]} as unknown as DocumentNode<CommunityFeedQuery, CommunityFeedQueryVariables>;
export const CommunityPinnedDocument = {"__meta__":{"hash":"sha256:0b629b2def5f2022298d11820311ed90f1541f6ad411370ab0caf51310480acc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityPinned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pinnedPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]} as unknown as DocumentNode<CommunityPinnedQuery, CommunityPinnedQueryVariables>;
export const HomeHotPostsDocument = {"__meta__":{"hash":"sha256:d91d27116f802c8613078515cb3fcf6db93a8d8e1d29a061d4116c13288a7f02"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeHotPosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feed"},"value":{"kind":"EnumValue","value":"HOT"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]} as unknown as DocumentNode<HomeHotPostsQuery, HomeHotPostsQueryVariables>;
export const MemberPostsDocument = {"__meta__":{"hash":"sha256:726c0a9a95d60c26832b37d493319f24045baee3b0f5dec7e5f5c86692d6ac9e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"memberPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]} as unknown as DocumentNode<MemberPostsQuery, MemberPostsQueryVariables>;
export const MyIpRegionDocument = {"__meta__":{"hash":"sha256:0597a498246cf26ab875c9859b21be7e175a4518bba5fb30246ba01bbc710fca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyIpRegion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myIpRegion"}}]}}]} as unknown as DocumentNode<MyIpRegionQuery, MyIpRegionQueryVariables>;
export const MemberIpRegionDocument = {"__meta__":{"hash":"sha256:8488553e51cfc8ba86392e02533538655ec099f47f55c6db14ae0df085f85dbe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberIpRegion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"memberIpRegion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<MemberIpRegionQuery, MemberIpRegionQueryVariables>;
export const CommunitySearchDocument = {"__meta__":{"hash":"sha256:fa439b102f362d52535ac21d9ba087d560b313ba6f3629619faa334e93878b56"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunitySearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"EnumValue","value":"ALL"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]} as unknown as DocumentNode<CommunitySearchQuery, CommunitySearchQueryVariables>;
export const SystemPostDocument = {"__meta__":{"hash":"sha256:186e0fb4078f0c2f91d30c0e9798137782d139721c18060e8bec9625bca2fada"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SystemPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}}]} as unknown as DocumentNode<SystemPostQuery, SystemPostQueryVariables>;
export const TopicPostsDocument = {"__meta__":{"hash":"sha256:159c88488f65f793143d97c1b7420276e0d6cd66f2fdd57a670a05ecf3ab1850"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopicPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostFeed"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"topic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopicPosts_topic"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopicPosts_topic"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Topic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feed"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TopicPostsQuery, TopicPostsQueryVariables>;
export const TopicPostsByNameDocument = {"__meta__":{"hash":"sha256:2034abbdadbf11f605fc0e79355f264f606b358d40c511c3c1e35fb97fc30c44"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopicPostsByName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostFeed"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"topicByName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopicPosts_topic"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"ipRegion"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"pinned"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"likedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"editedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopicPosts_topic"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Topic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"feed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feed"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<TopicPostsByNameQuery, TopicPostsByNameQueryVariables>;
export const TopicRankDocument = {"__meta__":{"hash":"sha256:2d12e7b5f7e584a137180f6d49cc7e7165eaff1ebfa638344dcc0cf9b425049b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopicRank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"topicRank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"isOfficial"}}]}}]}}]} as unknown as DocumentNode<TopicRankQuery, TopicRankQueryVariables>;
export const SubmitFeedbackDocument = {"__meta__":{"hash":"sha256:5b1d4bcbf57dfb796ca3a92ae68071d7acdfe29edb0aa858671f3f3c8e1734a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitFeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"submitFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitFeedbackMutation, SubmitFeedbackMutationVariables>;
export const MyFeedbackDocument = {"__meta__":{"hash":"sha256:26279777aa089ac33d85606baf430ae7fc77b6f4eca3d8672d81b852d69b8588"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}}]}}]}}]} as unknown as DocumentNode<MyFeedbackQuery, MyFeedbackQueryVariables>;
export const EditFeedbackDocument = {"__meta__":{"hash":"sha256:1996559cd19a9d58a6fad69cfb0d7c47678eb0d377a72c85550a701e07b7ab6d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditFeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"editFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}}]}}]}}]} as unknown as DocumentNode<EditFeedbackMutation, EditFeedbackMutationVariables>;
export const CancelFeedbackDocument = {"__meta__":{"hash":"sha256:9278b4f2fdd119220b3e6c04557820f947df0edfeb93aba9d18ab8116648ea7e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackCard_feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackCard_feedback"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"deletable"}}]}}]}}]} as unknown as DocumentNode<CancelFeedbackMutation, CancelFeedbackMutationVariables>;
export const DeleteFeedbackDocument = {"__meta__":{"hash":"sha256:034e326b269d3381258fcd6a07b522744f6d2879065d03f91d6aaa857894d678"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteFeedbackMutation, DeleteFeedbackMutationVariables>;
export const FansListDocument = {"__meta__":{"hash":"sha256:d47ab8ba49fd16c808434babfcbf1bf2c3812975e69441d07d7ac3db4de6892f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FansList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowLists_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowLists_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowRow_member"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<FansListQuery, FansListQueryVariables>;
export const FollowingListDocument = {"__meta__":{"hash":"sha256:3f49a8250fd688ffb8b6da32ce801aa080837432033e520f21b5c8749b46d345"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowingList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"following"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowLists_page"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowRow_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowLists_page"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowRow_member"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<FollowingListQuery, FollowingListQueryVariables>;
export const FollowBackDocument = {"__meta__":{"hash":"sha256:117d304c0339cf23356297ae4140ac419f7ae7dc81aa940ad5e3b565d6775023"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowBack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FollowBackMutation, FollowBackMutationVariables>;
export const MemberPageDocument = {"__meta__":{"hash":"sha256:859c3829976650f871fbf080e52ff239deb25cb31bad9de90a120037fd0f3a0b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}}]}}]}}]} as unknown as DocumentNode<MemberPageQuery, MemberPageQueryVariables>;
export const FollowDocument = {"__meta__":{"hash":"sha256:c4ef1f43734418e95bf871bbf31a81c1c916affcda8e6d0bb3aa98b7b048dff8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Follow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<FollowMutation, FollowMutationVariables>;
export const UnfollowDocument = {"__meta__":{"hash":"sha256:76f7b32be0bba0ab53a51a34b38fa4835798cdd8e3e815c8e8f5acf5ec12cc8a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unfollow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unfollowMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnfollowMutation, UnfollowMutationVariables>;
export const HomeDrawsDocument = {"__meta__":{"hash":"sha256:cb79cfab5d99491d329bafb13ec6c73b2750a14b20d230dedd1353ca557f91b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"systemConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"StringValue","value":"ANNOUNCEMENT","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}},{"kind":"Field","name":{"kind":"Name","value":"pool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawBalls_draw"}}]}},{"kind":"Field","name":{"kind":"Name","value":"drawSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"nextDrawAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawBalls_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]} as unknown as DocumentNode<HomeDrawsQuery, HomeDrawsQueryVariables>;
export const InviteRankPageDocument = {"__meta__":{"hash":"sha256:b698755360cbbb914af2cf5771566f9587fc73927b6de7d6b5457674d2db29d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteRankPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inviteRank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ranking"}}]}}]}}]} as unknown as DocumentNode<InviteRankPageQuery, InviteRankPageQueryVariables>;
export const InviteLandingDocument = {"__meta__":{"hash":"sha256:d283a9a9b23cebefcd3143332e098388b2aa61226978d77313d217ea4fa40c1e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InviteLanding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inviteLanding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isDistributorCode"}},{"kind":"Field","name":{"kind":"Name","value":"inviter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]}}]} as unknown as DocumentNode<InviteLandingQuery, InviteLandingQueryVariables>;
export const SharePageDocument = {"__meta__":{"hash":"sha256:503d9d037aaad871da31b42eaa800ed8401ab08dbaa63f8d8954b8c21b4acb9d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inviteShareInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCount"}},{"kind":"Field","name":{"kind":"Name","value":"invitePoints"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPoints"}}]}}]}}]} as unknown as DocumentNode<SharePageQuery, SharePageQueryVariables>;
export const SendCodeDocument = {"__meta__":{"hash":"sha256:dd6535a446afd687a523837af550b45cf6e8f36f3ddc4f4ad2e7ad81cd65ac27"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendVerificationCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendCodeMutation, SendCodeMutationVariables>;
export const LoginByCodeDocument = {"__meta__":{"hash":"sha256:2136cd325e72c6046856bcaf1db808894de07f12b48fc6c74059f9788c9da8bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginByPhoneCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginByPhoneCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"isNewMember"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<LoginByCodeMutation, LoginByCodeMutationVariables>;
export const CarrierLoginDocument = {"__meta__":{"hash":"sha256:75751809e8bd7d8cfcf46ff88c79b04d496fc18d39e246f68f163e090347cdeb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CarrierLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginByCarrierTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginByCarrierToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<CarrierLoginMutation, CarrierLoginMutationVariables>;
export const WeChatLoginDocument = {"__meta__":{"hash":"sha256:5d195449a494fd5f8cd0503518eb5f9b7c5e91fd3675bbbb18f3cbb9f8b4dbc9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WeChatLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginByWeChatCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"loginByWeChatCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_token"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginPage_member"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TokenObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]} as unknown as DocumentNode<WeChatLoginMutation, WeChatLoginMutationVariables>;
export const OrderCountDocument = {"__meta__":{"hash":"sha256:d044095322ad685f10b9b1698dd5e12f3b88d45758a7eeb109c6aa36b68643b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"splitOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}}]}}]}}]} as unknown as DocumentNode<OrderCountQuery, OrderCountQueryVariables>;
export const SaveSelectionDocument = {"__meta__":{"hash":"sha256:3bbd0804b0ee1c05f7c2ec4737bc135ee6ee2795a3c3180ee758fe5c090bdc74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"selection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSelectionMutation, SaveSelectionMutationVariables>;
export const ResultIssuesDocument = {"__meta__":{"hash":"sha256:e91bffe48c3b8930a45facbacbb675bf9760bbadb7cf6d865b2fe8c18a7144bd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResultIssues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ResultIssuesQuery, ResultIssuesQueryVariables>;
export const CheckTicketDocument = {"__meta__":{"hash":"sha256:a1e21216e00c265df176b73e2a4ebd5d15a112a9f567f2424109dc8acdf4b5ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"issue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issue"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeLines_result"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeLines_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"boosted"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]} as unknown as DocumentNode<CheckTicketQuery, CheckTicketQueryVariables>;
export const DigitPlayCountDocument = {"__meta__":{"hash":"sha256:13355d26336297013ad66b7f9c0cb61e8af0beaec04482eef8723189447d19e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DigitPlayCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BetCountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]}}]} as unknown as DocumentNode<DigitPlayCountQuery, DigitPlayCountQueryVariables>;
export const DrawHistoryPageDocument = {"__meta__":{"hash":"sha256:73f0f61c55209041ceb98b9aa18e6e5040ce23d62f9116288489309996ef1049"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DrawHistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}},{"kind":"Field","name":{"kind":"Name","value":"prizeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeList_prize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawBalls_draw"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeList_prize"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DrawPrize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winners"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawBalls_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]} as unknown as DocumentNode<DrawHistoryPageQuery, DrawHistoryPageQueryVariables>;
export const MySelectionsDocument = {"__meta__":{"hash":"sha256:3fda28b5422c625a3c59d4330f279b42720166f7399ce6009c4793540f132855"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySelections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mySelections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectionSummary_selection"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectionSummary_selection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]} as unknown as DocumentNode<MySelectionsQuery, MySelectionsQueryVariables>;
export const DeleteSelectionDocument = {"__meta__":{"hash":"sha256:489b72f153f7aebcb0ed12f7c4b9da83c4b82587bbd2bdb6ffa7acd6159c6610"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSelectionMutation, DeleteSelectionMutationVariables>;
export const LotteryReplayDocument = {"__meta__":{"hash":"sha256:d617f25bee742023da3a4843099036b1aab490928d1c89bfba7d9b2c90828fc7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LotteryReplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"lotteryReplay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"wonDraws"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"won"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unknownLines"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeLines_result"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeLines_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"boosted"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"additional"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]} as unknown as DocumentNode<LotteryReplayQuery, LotteryReplayQueryVariables>;
export const SavedSelectionInfoDocument = {"__meta__":{"hash":"sha256:8afa336fe5083fdd17a0fee376a2ea8801d8a0cff55363fdf70ba3f0d0fcbfbd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedSelectionInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"savedSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SelectionSummary_selection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SelectionSummary_selection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedSelection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"}}]}}]} as unknown as DocumentNode<SavedSelectionInfoQuery, SavedSelectionInfoQueryVariables>;
export const SelectNumbersDocument = {"__meta__":{"hash":"sha256:ebf293cbb69955ee77e51a4db7335cac5b040a3bcf51e14dc01d47694ae89144"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SelectNumbers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelectNumbersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"selectNumbers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reds"}},{"kind":"Field","name":{"kind":"Name","value":"blues"}}]}}]}}]} as unknown as DocumentNode<SelectNumbersQuery, SelectNumbersQueryVariables>;
export const SaveSelectedBetDocument = {"__meta__":{"hash":"sha256:7a03b436e4169942c30bbb1d9702d570981f7fc59b71fea25e9eb4bc20753032"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSelectedBet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"main"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"extra"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"SSQ"}},{"kind":"ObjectField","name":{"kind":"Name","value":"mainNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"main"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"extraNumbers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"extra"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"selection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSelectedBetMutation, SaveSelectedBetMutationVariables>;
export const SplitInfoDocument = {"__meta__":{"hash":"sha256:abb8b87f04db4e507e67e75d68a7a014ab020ff989dc8d2cc55ac2973ec4db60"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SplitInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"splitRecord"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitRecordHead_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"split"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTickets_split"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitRecordHead_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"additional"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTickets_split"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSplit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTicketRow_ticket"}}]}}]}}]}}]} as unknown as DocumentNode<SplitInfoQuery, SplitInfoQueryVariables>;
export const SplitOrderDocument = {"__meta__":{"hash":"sha256:28d49c7bd9779d0705629b092812df1fe0bf4cf995fb91c94ad019e9d687f414"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SplitOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitOrderInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"splitOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTickets_split"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTicketRow_ticket"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitTicket"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"singleBets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}]}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitTickets_split"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderSplit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitTicketRow_ticket"}}]}}]}}]}}]} as unknown as DocumentNode<SplitOrderQuery, SplitOrderQueryVariables>;
export const SaveSplitDocument = {"__meta__":{"hash":"sha256:13eb785f059907e40c9e53f22c2065c28f401e5d6e7f23270723024089d37d7e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSplit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SplitOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveSplit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"splitRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSplitMutation, SaveSplitMutationVariables>;
export const MySplitsDocument = {"__meta__":{"hash":"sha256:726fb74a377d8d2b1bdb1d24f235296bea9cca2e9619ffdd1d03a6a99b261eb7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySplits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mySplits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SplitRecordHead_record"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SplitRecordHead_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SplitRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"zones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"dan"}},{"kind":"Field","name":{"kind":"Name","value":"tuo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"additional"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MySplitsQuery, MySplitsQueryVariables>;
export const DeleteSplitDocument = {"__meta__":{"hash":"sha256:a667b88043aa8eefb36bcf89c2737d20b7091f18ed378a26f43ca22cbf1589ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSplit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteSplit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSplitMutation, DeleteSplitMutationVariables>;
export const MessageCentreDocument = {"__meta__":{"hash":"sha256:9a6dff561fd4e69c9e049336d9e0527c6494955162cb4e68081419eaa2433c9f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageCentre"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageCentre_message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageCentre_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"messageType"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MessageCentreQuery, MessageCentreQueryVariables>;
export const MarkReadDocument = {"__meta__":{"hash":"sha256:0301a4f866135e5b51507ac98f73b9d5cc354d6b1b0efe7a87270f55daa8e2f7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markMessagesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"all"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkReadMutation, MarkReadMutationVariables>;
export const MarkUnreadDocument = {"__meta__":{"hash":"sha256:5ad837a00f2bb41fd69e08ab314bc77e3d6594a2d7cc36aad1758bb8efbbd022"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkUnread"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"markMessagesUnread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkUnreadMutation, MarkUnreadMutationVariables>;
export const MessageReceivedDocument = {"__meta__":{"hash":"sha256:e9ab51c7a8fb27d327f41bf9d8da2d5d60ec156d2ac543ff447d27bad03f8cd5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MessageReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MessageReceivedSubscription, MessageReceivedSubscriptionVariables>;
export const MyPageDocument = {"__meta__":{"hash":"sha256:022a965e59689be5453ab67ce51170a5a1811662da91471ba24e7682286e7687"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyPage_member"}},{"kind":"Field","name":{"kind":"Name","value":"isDistributor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}},{"kind":"Field","name":{"kind":"Name","value":"checkInStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInToday"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}},{"kind":"Field","name":{"kind":"Name","value":"todayReward"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyPage_member"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"vipLevel"}}]}}]} as unknown as DocumentNode<MyPageQuery, MyPageQueryVariables>;
export const UnreadCountDocument = {"__meta__":{"hash":"sha256:404d71984ede4510de5b02f54c0324b4614a27591d3703a0d670a8eebd25b7c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UnreadCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]} as unknown as DocumentNode<UnreadCountSubscription, UnreadCountSubscriptionVariables>;
export const MyCountsDocument = {"__meta__":{"hash":"sha256:6e7f1c71a4dc702b084484a20fde7d9ecd18416674c5ca13271b23e9b4ca3700"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]}}]} as unknown as DocumentNode<MyCountsSubscription, MyCountsSubscriptionVariables>;
export const MyPostCountDocument = {"__meta__":{"hash":"sha256:b42a2da904c3d8b07fb41565bb7502284d946bee7671cc907939b510c41f299e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPostCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]}}]} as unknown as DocumentNode<MyPostCountQuery, MyPostCountQueryVariables>;
export const CheckInDocument = {"__meta__":{"hash":"sha256:34d27ed0995d6b6e303fbd815e4a5e8406355605e32f9205e3cb5b97d28a75dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInMutation, CheckInMutationVariables>;
export const MyShopEntryDocument = {"__meta__":{"hash":"sha256:076806d6763f687a20317c2fe092edc1c7131d5f30cb78f3a01cc0638dddf561"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyShopEntry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}}]}}]}}]} as unknown as DocumentNode<MyShopEntryQuery, MyShopEntryQueryVariables>;
export const NumeralDrawsDocument = {"__meta__":{"hash":"sha256:f6048d8812696918352df63981106fc95fab471fc97ba7e90b1e867a0c4e1a24"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NumeralDraws"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"drawDate"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DrawBalls_draw"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DrawBalls_draw"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Draw"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}}]}}]} as unknown as DocumentNode<NumeralDrawsQuery, NumeralDrawsQueryVariables>;
export const AuthorizedAppsDocument = {"__meta__":{"hash":"sha256:49ded0a8c099c1f293562f1fa4ead8795d37882eb8f59c1e80126b92d235abb6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorizedApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<AuthorizedAppsQuery, AuthorizedAppsQueryVariables>;
export const RevokeAuthorizedAppDocument = {"__meta__":{"hash":"sha256:d63a95cc479b02b186ce251abffb76c9427923cb9559cce03fe4399cfac6a1d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAuthorizedApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokeAuthorizedApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAppId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeAuthorizedAppMutation, RevokeAuthorizedAppMutationVariables>;
export const OauthConsentDocument = {"__meta__":{"hash":"sha256:00289af99ddfe55d86ce237a672c7cea66a45bb6a5b22bf0a9cbed0b00e53f57"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OauthConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"request"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OauthAuthorizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"oauthAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"request"},"value":{"kind":"Variable","name":{"kind":"Name","value":"request"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUri"}},{"kind":"Field","name":{"kind":"Name","value":"errorRedirect"}}]}}]}}]} as unknown as DocumentNode<OauthConsentQuery, OauthConsentQueryVariables>;
export const DecideOauthDocument = {"__meta__":{"hash":"sha256:d2cb3a580fd7146f031b212aec9e53a7a8c41c5495708281cd08ae08a9baaa0d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideOauth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideOauthAuthorizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"decideOauthAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redirectTo"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DecideOauthMutation, DecideOauthMutationVariables>;
export const CheckInPageDocument = {"__meta__":{"hash":"sha256:1ba5d20487966fe1151b75f99a1cb68b39d5250afcd78a078100b8491117693c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckInPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkInStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInToday"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}},{"kind":"Field","name":{"kind":"Name","value":"todayReward"}},{"kind":"Field","name":{"kind":"Name","value":"rewards"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkInCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]} as unknown as DocumentNode<CheckInPageQuery, CheckInPageQueryVariables>;
export const CheckInNowDocument = {"__meta__":{"hash":"sha256:c5e5fefeb26ebf098c4701e9dcfbb2ea4876fdf25591f1a068924ca5e3b9abef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"continuousDays"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInNowMutation, CheckInNowMutationVariables>;
export const PointsHistoryPageDocument = {"__meta__":{"hash":"sha256:1bbffd1bd9a8e6f8490e34ffc7d2ab05f819260b78e39e55d677b0e24944f2e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PointsHistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"pointsHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<PointsHistoryPageQuery, PointsHistoryPageQueryVariables>;
export const QuizApplicationsDocument = {"__meta__":{"hash":"sha256:8ca4581866383e814074a3981b95933f11892c5d5da79958d1cc7d68356876fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myExpertApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statement"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<QuizApplicationsQuery, QuizApplicationsQueryVariables>;
export const QuizApplyExpertDocument = {"__meta__":{"hash":"sha256:35c3670112504649635b854ce05f5b19449be49ca1ed59b410ad2da3c1558cd4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizApplyExpert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statement"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyExpert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"statement"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statement"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizApplyExpertMutation, QuizApplyExpertMutationVariables>;
export const QuizWithdrawApplicationDocument = {"__meta__":{"hash":"sha256:ad5b39828a6b9198ba6fec41414a6b9334e8a4ee7bb7b159877fbe97e0e82b7e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizWithdrawApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelExpertApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizWithdrawApplicationMutation, QuizWithdrawApplicationMutationVariables>;
export const QuizBoardPageDocument = {"__meta__":{"hash":"sha256:27455f91535ee9fd1328187a479c59edd28fd78cd26704bfbf55f0ae444c748f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizBoardPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizBoardPeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"measure"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizBoardMeasure"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quizBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"measure"},"value":{"kind":"Variable","name":{"kind":"Name","value":"measure"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"measure"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardRow_row"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardRow_row"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"boardMinWeek"}},{"kind":"Field","name":{"kind":"Name","value":"boardMinMonth"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardRow_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizBoardRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}}]}}]} as unknown as DocumentNode<QuizBoardPageQuery, QuizBoardPageQueryVariables>;
export const QuizCompetitionPageDocument = {"__meta__":{"hash":"sha256:3234108be739ea570e2055f4ba7e6cd289e60c81a8e6aecba06d305a53312028"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizCompetitionPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"openAt"}},{"kind":"Field","name":{"kind":"Name","value":"closeAt"}},{"kind":"Field","name":{"kind":"Name","value":"stakeMin"}},{"kind":"Field","name":{"kind":"Name","value":"stakeMax"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"settledMatches"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"plays"}},{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"kickoff"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizMatch_match"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"choice"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizMatch_match"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"kickoff"}},{"kind":"Field","name":{"kind":"Name","value":"handicap"}},{"kind":"Field","name":{"kind":"Name","value":"totalLine"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}}]}}]}}]} as unknown as DocumentNode<QuizCompetitionPageQuery, QuizCompetitionPageQueryVariables>;
export const QuizCompetitionBoardDocument = {"__meta__":{"hash":"sha256:91c63c965aebe877553290d5830cbe702996e81a2e571fb3ac51bb3705991e61"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizCompetitionBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Competition"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"board"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"staked"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"netPoints"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"staked"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"netPoints"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuizCompetitionBoardQuery, QuizCompetitionBoardQueryVariables>;
export const QuizEnterCompetitionDocument = {"__meta__":{"hash":"sha256:4e386546cb67799c222863cd1fcafed5127dd960f3bfd5eaa8b9c8d26df09a46"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizEnterCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnterCompetitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"enterCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizEnterCompetitionMutation, QuizEnterCompetitionMutationVariables>;
export const QuizCompetitionsDocument = {"__meta__":{"hash":"sha256:fe12b937ee4b9e14e9e4f8f378180b53f3bd55036986cf15f6a5203af488a702"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizCompetitions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"competitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openAt"}},{"kind":"Field","name":{"kind":"Name","value":"closeAt"}},{"kind":"Field","name":{"kind":"Name","value":"stakeMin"}},{"kind":"Field","name":{"kind":"Name","value":"stakeMax"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"}},{"kind":"Field","name":{"kind":"Name","value":"settledMatches"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"plays"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<QuizCompetitionsQuery, QuizCompetitionsQueryVariables>;
export const QuizExpertPageDocument = {"__meta__":{"hash":"sha256:ba7a1b734c0664f6f53fdda039d73055c70a8802c4f7296237f33c928553b46b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizExpertPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordFigures_record"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordFigures_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"black"}},{"kind":"Field","name":{"kind":"Name","value":"void"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}}]} as unknown as DocumentNode<QuizExpertPageQuery, QuizExpertPageQueryVariables>;
export const QuizExpertPlansDocument = {"__meta__":{"hash":"sha256:1e5e526b6cbf2a81367cc3ed2a4292c29fe384fbae9edaff7421fce3caf7985c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizExpertPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expertPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expertId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanItem_plan"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanItem_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"refundOnMiss"}},{"kind":"Field","name":{"kind":"Name","value":"firstKickoff"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"unlocks"}},{"kind":"Field","name":{"kind":"Name","value":"unlocked"}}]}}]} as unknown as DocumentNode<QuizExpertPlansQuery, QuizExpertPlansQueryVariables>;
export const QuizFollowExpertDocument = {"__meta__":{"hash":"sha256:37aa58dcc52b01e37dd298348a509cebd281665a2c80db179f1dd7b7a0aae980"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizFollowExpert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"followMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizFollowExpertMutation, QuizFollowExpertMutationVariables>;
export const QuizUnfollowExpertDocument = {"__meta__":{"hash":"sha256:384aaad6fc8472789cf091c2fcba62d7c4166b0d3bcf2cc1c9e9cf140fef73ad"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizUnfollowExpert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unfollowMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowedByMe"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizUnfollowExpertMutation, QuizUnfollowExpertMutationVariables>;
export const QuizExpertWindowDocument = {"__meta__":{"hash":"sha256:d3d96570e3b871bfdbcc6be436b806d5eb83c59cfaebf7e0e65ef1a954458aec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizExpertWindow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quizRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expertWindowDays"}}]}}]}}]} as unknown as DocumentNode<QuizExpertWindowQuery, QuizExpertWindowQueryVariables>;
export const QuizExpertBoardDocument = {"__meta__":{"hash":"sha256:055d6268b60fd16825cae04ef0241419c9f808a794840c169e80458501e7532c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizExpertBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"measure"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizBoardMeasure"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expertBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"measure"},"value":{"kind":"Variable","name":{"kind":"Name","value":"measure"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"measure"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardRow_row"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BoardRow_row"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"expertWindowDays"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BoardRow_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizBoardRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}}]}}]} as unknown as DocumentNode<QuizExpertBoardQuery, QuizExpertBoardQueryVariables>;
export const QuizExpertsPageDocument = {"__meta__":{"hash":"sha256:5cdffa8cb8b47ba1bdec98f05927e2626b92efb1b047ee718b6e644ff3df4c99"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizExpertsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"experts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<QuizExpertsPageQuery, QuizExpertsPageQueryVariables>;
export const QuizHistoryPageDocument = {"__meta__":{"hash":"sha256:7263525534115518b43125ccd47bdb4a4c1a1a5adbfb5da83511d0d266ddbdf2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizHistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordFigures_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizPicks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickCard_pick"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordFigures_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"black"}},{"kind":"Field","name":{"kind":"Name","value":"void"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickCard_pick"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizPick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parlay"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"firstKickoff"}},{"kind":"Field","name":{"kind":"Name","value":"stake"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"fullTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuizHistoryPageQuery, QuizHistoryPageQueryVariables>;
export const QuizMemberPlacesDocument = {"__meta__":{"hash":"sha256:1e1770c07b90c5e0a17e1946af8dda2bf9f69b4688cad1482146b04c409d4a0e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizMemberPlaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizBoardPeriod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizPlaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"hitRatePlace"}},{"kind":"Field","name":{"kind":"Name","value":"streakPlace"}},{"kind":"Field","name":{"kind":"Name","value":"returnRatePlace"}}]}}]}}]} as unknown as DocumentNode<QuizMemberPlacesQuery, QuizMemberPlacesQueryVariables>;
export const QuizMinePageDocument = {"__meta__":{"hash":"sha256:710f040ec47a3de9be67f16b77f4e27137d53bf08c4f7bed5204c2578d1b61b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizMinePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quizRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecordFigures_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myQuizPicks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickCard_pick"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecordFigures_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"black"}},{"kind":"Field","name":{"kind":"Name","value":"void"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickCard_pick"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizPick"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parlay"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"firstKickoff"}},{"kind":"Field","name":{"kind":"Name","value":"stake"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returned"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"match"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"fullTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuizMinePageQuery, QuizMinePageQueryVariables>;
export const QuizRecordMovedDocument = {"__meta__":{"hash":"sha256:65b8e8b2a11a47cec515ebdb70e1a4a4cc5c4a5513e69d73e61d0f71f5683091"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"QuizRecordMoved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myQuizRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}}]}}]}}]} as unknown as DocumentNode<QuizRecordMovedSubscription, QuizRecordMovedSubscriptionVariables>;
export const QuizNotifySettingsDocument = {"__meta__":{"hash":"sha256:6ec632675b26ff913981178dea555f8e8ca7ac5582266dfb768456a936e3d0a4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizNotifySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscribeTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}}]}}]}}]}}]} as unknown as DocumentNode<QuizNotifySettingsQuery, QuizNotifySettingsQueryVariables>;
export const QuizNotifyKindsDocument = {"__meta__":{"hash":"sha256:b6031ec2bd8386e2bbb7957078771be613a45e912192ec04b9ed96fc3d40698a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizNotifyKinds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationCategory"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"disabledCategories"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizNotifyKindsMutation, QuizNotifyKindsMutationVariables>;
export const QuizSubscribeConsentDocument = {"__meta__":{"hash":"sha256:88642b759604bf1f40c4ab4d1ffb42611bfbd894341fa6a466a2991db065567f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizSubscribeConsent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"templateIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordSubscribeConsent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"templateIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"templateIds"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizSubscribeConsentMutation, QuizSubscribeConsentMutationVariables>;
export const QuizMatchDaysDocument = {"__meta__":{"hash":"sha256:bb0d013f558e8cdaf869dce88d2dbacd80f888adcd45e0419afadc29008a4b68"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizMatchDays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatchDays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"14"}}]}]}}]} as unknown as DocumentNode<QuizMatchDaysQuery, QuizMatchDaysQueryVariables>;
export const QuizDayMatchesDocument = {"__meta__":{"hash":"sha256:02eb43e0361d2860c974bd34b30d88e9f253c18a94d7265a9e8d2dcc3de90640"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizDayMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"kickoff"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizMatch_match"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizMatch_match"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"kickoff"}},{"kind":"Field","name":{"kind":"Name","value":"handicap"}},{"kind":"Field","name":{"kind":"Name","value":"totalLine"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}}]}}]}}]} as unknown as DocumentNode<QuizDayMatchesQuery, QuizDayMatchesQueryVariables>;
export const QuizPickedDocument = {"__meta__":{"hash":"sha256:b3d2b2b94a9f9c79402915cb4f557c9f00a3e8cc68a6b58f3586faedfe0fa5d6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizPicked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myQuizPicked"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"matchIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"choice"}}]}}]}}]} as unknown as DocumentNode<QuizPickedQuery, QuizPickedQueryVariables>;
export const QuizMakePickDocument = {"__meta__":{"hash":"sha256:51763165cf49ee9df9263d95b2f22e0c8dc727ab46e4328cb1cc8d5744af589d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizMakePick"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"legs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizLegInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"makeQuizPick"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"legs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"legs"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pick"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parlay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizMakePickMutation, QuizMakePickMutationVariables>;
export const QuizPlanPageDocument = {"__meta__":{"hash":"sha256:cd16869edaee34a19addd90f249a7a21a947178af228726ef26117c4c07ce1c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizPlanPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExpertPlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"refundOnMiss"}},{"kind":"Field","name":{"kind":"Name","value":"firstKickoff"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"unlocks"}},{"kind":"Field","name":{"kind":"Name","value":"unlocked"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"expert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"kickoff"}},{"kind":"Field","name":{"kind":"Name","value":"fullTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]} as unknown as DocumentNode<QuizPlanPageQuery, QuizPlanPageQueryVariables>;
export const QuizUnlockPlanDocument = {"__meta__":{"hash":"sha256:78cf1ce195d34973f5da19c81f07c24d89f1d40d697c1c9c0cd7888e33b4c6e2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizUnlockPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unlockExpertPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unlocked"}},{"kind":"Field","name":{"kind":"Name","value":"unlocks"}},{"kind":"Field","name":{"kind":"Name","value":"visible"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizUnlockPlanMutation, QuizUnlockPlanMutationVariables>;
export const QuizBoardPosterDocument = {"__meta__":{"hash":"sha256:0f4bad328dea95ed2bc86f68e1c1b80cc21261059140944313597c49a2f43078"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizBoardPoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizBoardPeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"measure"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizBoardMeasure"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quizBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"measure"},"value":{"kind":"Variable","name":{"kind":"Name","value":"measure"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"record"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Poster_record"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myInviteCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Poster_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"black"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}}]} as unknown as DocumentNode<QuizBoardPosterQuery, QuizBoardPosterQueryVariables>;
export const QuizExpertPosterDocument = {"__meta__":{"hash":"sha256:6532d52a896c6d2a60c459f98a06c2b734c4287339a308ccf6636a03be68d0ea"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizExpertPoster"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Poster_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myInviteCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Poster_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"red"}},{"kind":"Field","name":{"kind":"Name","value":"black"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"currentStreak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"returnRate"}},{"kind":"Field","name":{"kind":"Name","value":"recent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"n"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"red"}}]}}]}}]} as unknown as DocumentNode<QuizExpertPosterQuery, QuizExpertPosterQueryVariables>;
export const QuizPlanRulesDocument = {"__meta__":{"hash":"sha256:934363e2e6f8fbd4c0e4973c554c75bdbdab2ca2a2817cedae40b8b5f728f725"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizPlanRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quizRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"planMaxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"planMinAnalysis"}}]}}]}}]} as unknown as DocumentNode<QuizPlanRulesQuery, QuizPlanRulesQueryVariables>;
export const QuizPublishPlanDocument = {"__meta__":{"hash":"sha256:9dfee3a8262d9d33ebd648fe4202518748da2a445a73dfb9c57a58ae96b78359"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizPublishPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishExpertPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"publishExpertPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizPublishPlanMutation, QuizPublishPlanMutationVariables>;
export const QuizClosedPeriodsDocument = {"__meta__":{"hash":"sha256:85d372a9a548ea0643ac9ebfda8a5bfb6d49abacdd1bd8aaddcd8a952408208a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizClosedPeriods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizBoardPeriod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosedPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<QuizClosedPeriodsQuery, QuizClosedPeriodsQueryVariables>;
export const QuizRulesPageDocument = {"__meta__":{"hash":"sha256:205b3b27a9cda23c3e87a21f23d103f1519b9fbd2c24ad3be969036eca127347"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizRulesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"quizRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"boardMinWeek"}},{"kind":"Field","name":{"kind":"Name","value":"boardMinMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expertMinSettled"}},{"kind":"Field","name":{"kind":"Name","value":"expertWindowDays"}},{"kind":"Field","name":{"kind":"Name","value":"expertMinHitRate"}},{"kind":"Field","name":{"kind":"Name","value":"expertReapplyDays"}},{"kind":"Field","name":{"kind":"Name","value":"expertStrikeDays"}},{"kind":"Field","name":{"kind":"Name","value":"planMaxPrice"}},{"kind":"Field","name":{"kind":"Name","value":"planMinAnalysis"}}]}}]}}]} as unknown as DocumentNode<QuizRulesPageQuery, QuizRulesPageQueryVariables>;
export const QuizPlayTypesDocument = {"__meta__":{"hash":"sha256:692a22257e2943fc11dccd6ec44167a8803bd24e695d6e0364ff1c39488cd13b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizPlayTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","alias":{"kind":"Name","value":"football"},"name":{"kind":"Name","value":"sportsPlayTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"JCZQ"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"basketball"},"name":{"kind":"Name","value":"sportsPlayTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"JCLQ"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<QuizPlayTypesQuery, QuizPlayTypesQueryVariables>;
export const QuizViewerDocument = {"__meta__":{"hash":"sha256:bc8f994f5e70b72db70428db560287d5629c696f406a0847e77611d660d0fad2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isExpert"}}]}}]}}]} as unknown as DocumentNode<QuizViewerQuery, QuizViewerQueryVariables>;
export const AccountPageDocument = {"__meta__":{"hash":"sha256:670c13402099cfcd3363d0ba95cfb4ac2ad09d6d470b835c122b75edf6a1b621"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<AccountPageQuery, AccountPageQueryVariables>;
export const SaveAddressDocument = {"__meta__":{"hash":"sha256:2014d9b49c6612a7c01f6a366a222389350bec6b0da590c96bb0ac502812109c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDeliveryAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"setDeliveryAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveAddressMutation, SaveAddressMutationVariables>;
export const RealNameAuthDocument = {"__meta__":{"hash":"sha256:d215de0102e64f6478a94583f5b77e3dd56cd055ed6ba2b35a748e21b6386fff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RealNameAuth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyRealNameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"verifyRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRealNameAuth"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RealNameAuthMutation, RealNameAuthMutationVariables>;
export const BlockedMembersDocument = {"__meta__":{"hash":"sha256:6edeaddae0e7fce229af5863e64a8e9b9d066dde3d5ccd9c6ec69d70ad066743"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockedMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"blockedMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<BlockedMembersQuery, BlockedMembersQueryVariables>;
export const UnblockMemberDocument = {"__meta__":{"hash":"sha256:7b455acd338bc1ddd477ac84db4ef2acdd9e3cbffb1d4c6da77622e104b6596f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unblockMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnblockMemberMutation, UnblockMemberMutationVariables>;
export const NotificationSettingsPageDocument = {"__meta__":{"hash":"sha256:cb9db3fdbbdbf8f45a4d65b637bf6122873b8f6c054c0c216a0c37cd6a87e3c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsPage_settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsPage_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"drawGames"}},{"kind":"Field","name":{"kind":"Name","value":"quietHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}}]}}]} as unknown as DocumentNode<NotificationSettingsPageQuery, NotificationSettingsPageQueryVariables>;
export const UpdateNotificationSettingsDocument = {"__meta__":{"hash":"sha256:7593cbd31a80378407943904bb2a3db1a098e4f03fed5facc9a1cc385c43f2b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationSettingsPage_settings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationSettingsPage_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"drawGames"}},{"kind":"Field","name":{"kind":"Name","value":"quietHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyCap"}}]}}]} as unknown as DocumentNode<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const MyDataExportDocument = {"__meta__":{"hash":"sha256:270a2094b84aec46a932b37a87c9ccdb6a96b4a9fb07596d1bf523de72801676"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nextRequestAt"}}]}}]}}]} as unknown as DocumentNode<MyDataExportQuery, MyDataExportQueryVariables>;
export const RequestDataExportDocument = {"__meta__":{"hash":"sha256:648210b81724f59eb7b7ff1cd1bd75b63c015b9838c8f7ce00e6ed011d28a151"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"requestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"export"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"nextRequestAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const SendCancelCodeDocument = {"__meta__":{"hash":"sha256:0c6b3f23071351c6c4be449a013d2ec2f76a57477d466866493ac8bf47e3d4f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCancelCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendVerificationCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sendVerificationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendCancelCodeMutation, SendCancelCodeMutationVariables>;
export const CancelAccountDocument = {"__meta__":{"hash":"sha256:16420733cadbf975c343fee23fcefddd947c06b19353add8dba7aa2533c27b76"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CancelAccountMutation, CancelAccountMutationVariables>;
export const SettingsPageDocument = {"__meta__":{"hash":"sha256:10bf720ea599ac5e9c6984ed74cfb654a9e50cb26b02c3232e8083ee2bb5a688"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"isRealNameAuth"}},{"kind":"Field","name":{"kind":"Name","value":"isWeChatBound"}}]}}]}}]} as unknown as DocumentNode<SettingsPageQuery, SettingsPageQueryVariables>;
export const BindWeChatDocument = {"__meta__":{"hash":"sha256:c44d06315e1632a959661401f2fe4423a2166ee7794fc7f8ad0cd160ca1c2e7a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindWeChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bindWeChat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isWeChatBound"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BindWeChatMutation, BindWeChatMutationVariables>;
export const SaveNicknameDocument = {"__meta__":{"hash":"sha256:ccb9f5c7a8ff01a0b272dcd4302e2826e6ca4740419985224b50783ded893842"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNickname"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nickname"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateNickname"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"nickname"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nickname"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveNicknameMutation, SaveNicknameMutationVariables>;
export const SaveAvatarDocument = {"__meta__":{"hash":"sha256:ec1cf4d2dd8ae20846c74c06fc99ee9a880b0e53a55c4434908291cc239af4f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAvatar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateAvatar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveAvatarMutation, SaveAvatarMutationVariables>;
export const SaveLocationDocument = {"__meta__":{"hash":"sha256:6fd5cfeeb83c62f70e06afd890e4752c66ba840fcc23e7774ca925b76ac12991"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLocationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveLocationMutation, SaveLocationMutationVariables>;
export const ExchangeRecordsDocument = {"__meta__":{"hash":"sha256:eb6ed6d70b0a6c05b55977b385c7a1f5d57a05b4edc138ca3f0861ba404bc571"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExchangeRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myRedemptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackingNo"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExchangeRecordsQuery, ExchangeRecordsQueryVariables>;
export const ShopPageDocument = {"__meta__":{"hash":"sha256:e7878caf0506ce33eac58992cc25ddbf6105aca113493f34c0f2a2a84397f1e7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"shopItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"pricePoints"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<ShopPageQuery, ShopPageQueryVariables>;
export const RedeemItemDocument = {"__meta__":{"hash":"sha256:99c133a2c57d8b79bccc3fa38816c03530bea05de7e906f061ba4133a21cbd20"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redeem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redemption"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemItemMutation, RedeemItemMutationVariables>;
export const ShopAccountDocument = {"__meta__":{"hash":"sha256:aa71f84bdc386d11409fe2214f9e2ce97e742471af75ecb8330a1ffbe89ca727"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNo"}},{"kind":"Field","name":{"kind":"Name","value":"licenceValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"licenceExpired"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"familyCount"}},{"kind":"Field","name":{"kind":"Name","value":"frontPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licencePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myShopApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNo"}},{"kind":"Field","name":{"kind":"Name","value":"licenceValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"frontPhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licencePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fid"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}}]}}]}}]}}]} as unknown as DocumentNode<ShopAccountQuery, ShopAccountQueryVariables>;
export const ShopApplyDocument = {"__meta__":{"hash":"sha256:bc4f2038afe46f4589dd2b1c98750cf5245ec3ed786da4b2886c683c040c7443"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopApply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyShopInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"applyShop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShopApplyMutation, ShopApplyMutationVariables>;
export const ShopApplicationUpdateDocument = {"__meta__":{"hash":"sha256:8d70e2e135cb6809ce13ff0ff3d0a47ac2dfa750254fc43abeedf87f8d812b70"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopApplicationUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shop"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyShopInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateShopApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"shop"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shop"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShopApplicationUpdateMutation, ShopApplicationUpdateMutationVariables>;
export const ShopApplicationCancelDocument = {"__meta__":{"hash":"sha256:b5a6f24f10574aa5c9b176c542da7d758933d4a12a71b1e33f53788d7242eee7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopApplicationCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cancelShopApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"cancellable"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShopApplicationCancelMutation, ShopApplicationCancelMutationVariables>;
export const ShopFamilyAddGateDocument = {"__meta__":{"hash":"sha256:4b5ce5166cfadaec9fe724ad37f7505a7e7056e01a3dffe760cc57447d8ad99c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopFamilyAddGate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}}]}}]}}]} as unknown as DocumentNode<ShopFamilyAddGateQuery, ShopFamilyAddGateQueryVariables>;
export const ShopFamilyCandidateDocument = {"__meta__":{"hash":"sha256:4fae8459d86fe64662c29ed0669e2e9af5f46ab35e154dc0983299898821b2b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopFamilyCandidate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"familyCandidate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"inFamily"}},{"kind":"Field","name":{"kind":"Name","value":"maskedPhone"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShopFamilyCandidateQuery, ShopFamilyCandidateQueryVariables>;
export const ShopFamilyAddDocument = {"__meta__":{"hash":"sha256:9de7452ed547a4a81605d78523ce1d96c12535abf27d5dde10a37ac54cf504a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopFamilyAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"addFamilyMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"familyMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"addedByManager"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShopFamilyAddMutation, ShopFamilyAddMutationVariables>;
export const ShopFamilyDocument = {"__meta__":{"hash":"sha256:d4e088fc2a07780a50081b46a42870651fedd3d1d8ef1c7520c9483ccb37ff0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopFamily"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"familyCount"}},{"kind":"Field","name":{"kind":"Name","value":"family"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"addedByManager"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShopFamilyQuery, ShopFamilyQueryVariables>;
export const ShopFamilyNoteDocument = {"__meta__":{"hash":"sha256:6c7738c772cbd66e3f08a60b80948cd852a6836a8a63316eb540deca82f157f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopFamilyNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateFamilyNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"familyMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShopFamilyNoteMutation, ShopFamilyNoteMutationVariables>;
export const ShopFamilyRemoveDocument = {"__meta__":{"hash":"sha256:60d3b29b5cc3f9bc31b0385771d0c5c9fd3a3f7649fda2b6dfc82784caed2fa7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopFamilyRemove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removeFamilyMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShopFamilyRemoveMutation, ShopFamilyRemoveMutationVariables>;
export const ShopMemoEditDocument = {"__meta__":{"hash":"sha256:18dbeb92d3a9d27aeea26074b4d96f932a62f39f4817661d878972654b91fe47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopMemoEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyMemo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"familyMemberId"}}]}}]}}]}}]} as unknown as DocumentNode<ShopMemoEditQuery, ShopMemoEditQueryVariables>;
export const ShopMemoMemberDocument = {"__meta__":{"hash":"sha256:7ac5dbb7ed8e8febcc348d7970ba3a1feadae2341252091d5b196857a58766d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopMemoMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShopMemoMemberQuery, ShopMemoMemberQueryVariables>;
export const ShopMemoPickDocument = {"__meta__":{"hash":"sha256:b522de0c2dff2e8f770956fd7c4de22e28eb03803963b64043a966278f71f27d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopMemoPick"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"family"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShopMemoPickQuery, ShopMemoPickQueryVariables>;
export const ShopMemoCreateDocument = {"__meta__":{"hash":"sha256:baed1e0d37e7fffad59e14e73501f78dd30ab0b39a265d3fca704b331a02a2a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopMemoCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFamilyMemoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createFamilyMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"memo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"familyMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShopMemoCreateMutation, ShopMemoCreateMutationVariables>;
export const ShopMemoDeleteDocument = {"__meta__":{"hash":"sha256:09e81557ca7a0a40e28fbca09dae447f0e871cc0b7b79e8d61dc217206f2c89a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopMemoDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteFamilyMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"removedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShopMemoDeleteMutation, ShopMemoDeleteMutationVariables>;
export const ShopMemosDocument = {"__meta__":{"hash":"sha256:fe2cb77e250bd595fc7bf35222cdd4a56563b5f6074b0dd845f58a70289a6809"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopMemos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"member"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"family"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"40"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"familyMemberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"member"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"familyMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShopMemosQuery, ShopMemosQueryVariables>;
export const ShopMemoPersonDocument = {"__meta__":{"hash":"sha256:b28ba8e1b525dc35fa1b50c1998ce3f108b7ccbf7db29ffa4512b7a009ea4b7c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopMemoPerson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FamilyMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShopMemoPersonQuery, ShopMemoPersonQueryVariables>;
export const ShopShareInfoDocument = {"__meta__":{"hash":"sha256:87b07408c3379854cf78a2798828ee67fb943f816f575349f35fc3c131806c0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopShareInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<ShopShareInfoQuery, ShopShareInfoQueryVariables>;
export const ShopToolboxDocument = {"__meta__":{"hash":"sha256:7e4c4c5023e875b23085a81d979df3be81aa22f7eb312c6df28fe13096329e1e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopToolbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"myShop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shopName"}},{"kind":"Field","name":{"kind":"Name","value":"familyCount"}},{"kind":"Field","name":{"kind":"Name","value":"licenceValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"licenceExpired"}}]}}]}}]} as unknown as DocumentNode<ShopToolboxQuery, ShopToolboxQueryVariables>;
export const ShopMemoUpdateDocument = {"__meta__":{"hash":"sha256:ac3207a28aa3f328d0a7d5afe6c87c77fc34fc0795903edd3b0ae4f2aab2fab6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopMemoUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFamilyMemoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateFamilyMemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"memo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ShopMemoUpdateMutation, ShopMemoUpdateMutationVariables>;
export const SportsAnalyseDayDocument = {"__meta__":{"hash":"sha256:f1529e38901b15d67c0d597da45bb7fc5c0c7de4513eb228b63e5d0800c7fa81"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsAnalyseDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"JCZQ"}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}}]}}]}}]} as unknown as DocumentNode<SportsAnalyseDayQuery, SportsAnalyseDayQueryVariables>;
export const SportsRulesDocument = {"__meta__":{"hash":"sha256:4b1acc29db63f8f32b757ce7cb23f496c205ab9ee3b7710adb8f123cb6609bff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsPlayTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"maxGames"}},{"kind":"Field","name":{"kind":"Name","value":"minGames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sportsPassTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}}]}}]}}]} as unknown as DocumentNode<SportsRulesQuery, SportsRulesQueryVariables>;
export const SportsDayMatchesDocument = {"__meta__":{"hash":"sha256:755391cc22ca4f004d4a190b3087375ff9cf37e7cee35729ec3726a402da1ce1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsDayMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"handicap"}},{"kind":"Field","name":{"kind":"Name","value":"totalLine"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatchCard_match"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatchCard_match"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"handicap"}},{"kind":"Field","name":{"kind":"Name","value":"totalLine"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}}]}}]}}]} as unknown as DocumentNode<SportsDayMatchesQuery, SportsDayMatchesQueryVariables>;
export const SportsDetailDocument = {"__meta__":{"hash":"sha256:bf02bb5bca7371c431241d6e32825a7589a1a6bbad600c88b613c496d8fd328e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsSelectionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsBreakdown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFigures_breakdown"}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hits"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"winningBets"}},{"kind":"Field","name":{"kind":"Name","value":"minBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"singles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capped"}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"match"}},{"kind":"Field","name":{"kind":"Name","value":"optionName"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFigures_breakdown"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsBreakdown"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]} as unknown as DocumentNode<SportsDetailQuery, SportsDetailQueryVariables>;
export const SportsOptimizeDetailDocument = {"__meta__":{"hash":"sha256:0b16aecd442d7add3dd8fa99edbf74e43d53c0649fa1bd6f1b2bd95892ee9050"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsOptimizeDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsSelectionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"strategy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusStrategy"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsOptimize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"strategy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"strategy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"multiples"}},{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]} as unknown as DocumentNode<SportsOptimizeDetailQuery, SportsOptimizeDetailQueryVariables>;
export const SportsCheckDocument = {"__meta__":{"hash":"sha256:a60f82baa4ed9f09e957543c4508ebfce63d820695835c09409f9feaf3796fc2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsPrizeCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"winningBets"}},{"kind":"Field","name":{"kind":"Name","value":"pendingBets"}},{"kind":"Field","name":{"kind":"Name","value":"won"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]} as unknown as DocumentNode<SportsCheckQuery, SportsCheckQueryVariables>;
export const SportsMatchDaysDocument = {"__meta__":{"hash":"sha256:1ac2b0afecb967a9b5fa256fa922b39c6325e7551944f01b8c661b0c53a20aec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsMatchDays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatchDays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"14"}}]}]}}]} as unknown as DocumentNode<SportsMatchDaysQuery, SportsMatchDaysQueryVariables>;
export const SportsIssuesDocument = {"__meta__":{"hash":"sha256:93102deb345aefc292a10acf84db499888e2e3db3e7cc98092d72db7e61c98ad"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsIssues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsIssues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"CTZQ"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}}]}}]}}]} as unknown as DocumentNode<SportsIssuesQuery, SportsIssuesQueryVariables>;
export const SportsOddsHistoryDocument = {"__meta__":{"hash":"sha256:7c4db43d2670cbf8574c5d7d41f1a262c0bd7cd5acf9afd8329b3ac012fad8cc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsOddsHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"play"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsPlayType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"oddsHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"play"},"value":{"kind":"Variable","name":{"kind":"Name","value":"play"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"recordedAt"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"sportsPlayTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<SportsOddsHistoryQuery, SportsOddsHistoryQueryVariables>;
export const SportsOrderMatchesDocument = {"__meta__":{"hash":"sha256:3646748f363140fa39c94355c3a2067a5b30f8620531de61143e9251c2655511"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsOrderMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fullTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"plays"},"name":{"kind":"Name","value":"sportsPlayTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"JCZQ"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"basketball"},"name":{"kind":"Name","value":"sportsPlayTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"JCLQ"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"beidan"},"name":{"kind":"Name","value":"sportsPlayTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"BJDC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]} as unknown as DocumentNode<SportsOrderMatchesQuery, SportsOrderMatchesQueryVariables>;
export const SportsQuoteDocument = {"__meta__":{"hash":"sha256:3e840404af29d6d9e36ec702105a04f3cc5acf71935f31b744cf494239341506"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsBreakdown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFigures_breakdown"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFigures_breakdown"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsBreakdown"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]} as unknown as DocumentNode<SportsQuoteQuery, SportsQuoteQueryVariables>;
export const MySportsSelectionsDocument = {"__meta__":{"hash":"sha256:04762febb214ee15bea97af79e6dd1116dba7595bf6f4e43147d3d3a5d2245e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySportsSelections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"mySportsSelections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"passTypes"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"banker"}},{"kind":"Field","name":{"kind":"Name","value":"handicap"}},{"kind":"Field","name":{"kind":"Name","value":"totalLine"}},{"kind":"Field","name":{"kind":"Name","value":"picks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"option"}},{"kind":"Field","name":{"kind":"Name","value":"odds"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"prizeCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"winningBets"}},{"kind":"Field","name":{"kind":"Name","value":"pendingBets"}},{"kind":"Field","name":{"kind":"Name","value":"won"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MySportsSelectionsQuery, MySportsSelectionsQueryVariables>;
export const DeleteSportsSelectionDocument = {"__meta__":{"hash":"sha256:d348c5d81afaee09b751c9da478c700e736a1f34afd6d1c07f0aa89406369e6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSportsSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deleteSportsSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteSportsSelectionMutation, DeleteSportsSelectionMutationVariables>;
export const SportsShareFiguresDocument = {"__meta__":{"hash":"sha256:92e1cda06285a072eee3242d2fc1c327c458a0c5c01f33c8954b87229feffe8c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsShareFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsBreakdown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteFigures_breakdown"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteFigures_breakdown"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsBreakdown"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]} as unknown as DocumentNode<SportsShareFiguresQuery, SportsShareFiguresQueryVariables>;
export const SportsDayResultsDocument = {"__meta__":{"hash":"sha256:0c528145b60ceae2007f8bc3b8445271725e3cfc6910b8ab3b7ccd26107028b3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsDayResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsGame"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultRow_match"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultRow_match"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fullTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"halfTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"optionName"}}]}}]}}]} as unknown as DocumentNode<SportsDayResultsQuery, SportsDayResultsQueryVariables>;
export const SportsIssueResultsDocument = {"__meta__":{"hash":"sha256:e552b7f0a70db9fa1bbf45c83b82611ba4eef4c2ce41d275d6b69bb1e7cf3298"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsIssueResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"CTZQ"}},{"kind":"Argument","name":{"kind":"Name","value":"issue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issue"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResultRow_match"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"sfc"},"name":{"kind":"Name","value":"results"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pool"},"value":{"kind":"EnumValue","value":"SFC14"}}]},{"kind":"Field","alias":{"kind":"Name","value":"bqc"},"name":{"kind":"Name","value":"results"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pool"},"value":{"kind":"EnumValue","value":"BQC6"}}]},{"kind":"Field","alias":{"kind":"Name","value":"jq"},"name":{"kind":"Name","value":"results"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pool"},"value":{"kind":"EnumValue","value":"JQ4"}}]},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pool"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"prize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResultRow_match"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"fullTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"halfTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"optionName"}}]}}]}}]} as unknown as DocumentNode<SportsIssueResultsQuery, SportsIssueResultsQueryVariables>;
export const SaveSportsSelectionDocument = {"__meta__":{"hash":"sha256:87d0c827780bf75272abf920461566958109a9dc8515221efe5e7af5fb4419d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSportsSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selection"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveSportsSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"selection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selection"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsSelection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSportsSelectionMutation, SaveSportsSelectionMutationVariables>;
export const SportsSplitTicketsDocument = {"__meta__":{"hash":"sha256:c34823919ba95b0ab390ad5e6b78fcc269bf2e24bedeef4d52b5e3a300cee14e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsSplitTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SportsSelectionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsSplit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"match"}},{"kind":"Field","name":{"kind":"Name","value":"play"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SportsSplitTicketsQuery, SportsSplitTicketsQueryVariables>;
export const SportsMatchAnalysisDocument = {"__meta__":{"hash":"sha256:ee966a0a6a4944e623ecc67d9502ca616ab8c963a1a918c521f444b2bbe20ebf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SportsMatchAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsMatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"game"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"league"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}},{"kind":"Field","name":{"kind":"Name","value":"odds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"play"}}]}},{"kind":"Field","name":{"kind":"Name","value":"analysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Record_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"away"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Record_record"}}]}},{"kind":"Field","name":{"kind":"Name","value":"headToHead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Record_record"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Record_record"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SportsRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"played"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"draws"}},{"kind":"Field","name":{"kind":"Name","value":"losses"}},{"kind":"Field","name":{"kind":"Name","value":"goalsFor"}},{"kind":"Field","name":{"kind":"Name","value":"goalsAgainst"}},{"kind":"Field","name":{"kind":"Name","value":"bothScored"}},{"kind":"Field","name":{"kind":"Name","value":"overTwoAndAHalf"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}}]} as unknown as DocumentNode<SportsMatchAnalysisQuery, SportsMatchAnalysisQueryVariables>;
export const CtzqIssueMatchesDocument = {"__meta__":{"hash":"sha256:8f4d7ae966bc4d9d395962baaf72321ddba3ccc69fc0716ba190520ce1e0fc79"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CtzqIssueMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sportsIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"EnumValue","value":"CTZQ"}},{"kind":"Argument","name":{"kind":"Name","value":"issue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issue"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"closeDate"}},{"kind":"Field","name":{"kind":"Name","value":"sample"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matchNum"}},{"kind":"Field","name":{"kind":"Name","value":"home"}},{"kind":"Field","name":{"kind":"Name","value":"away"}}]}}]}}]}}]} as unknown as DocumentNode<CtzqIssueMatchesQuery, CtzqIssueMatchesQueryVariables>;
export const CtzqTicketQuoteDocument = {"__meta__":{"hash":"sha256:5e07bb39e4600c03d5d2fed908fd1d18edfd29de6afeea3a1c495c07a4df1acd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CtzqTicketQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CtzqTicketInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"multiple"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issue"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"ctzqQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiple"},"value":{"kind":"Variable","name":{"kind":"Name","value":"multiple"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"cost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ctzqCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"issue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issue"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"multiple"},"value":{"kind":"Variable","name":{"kind":"Name","value":"multiple"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"won"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}},{"kind":"Field","name":{"kind":"Name","value":"announced"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}}]}}]}}]}}]} as unknown as DocumentNode<CtzqTicketQuoteQuery, CtzqTicketQuoteQueryVariables>;
export const ParityStatisticsDocument = {"__meta__":{"hash":"sha256:906eed6d28f56de3daa564f0abfcf6ae486f2c10abc28f52aef632c5b525bdb9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"trend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"shapes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"odd"}},{"kind":"Field","name":{"kind":"Name","value":"even"}},{"kind":"Field","name":{"kind":"Name","value":"big"}},{"kind":"Field","name":{"kind":"Name","value":"small"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"span"}},{"kind":"Field","name":{"kind":"Name","value":"consecutive"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}}]}}]}}]}}]} as unknown as DocumentNode<ParityStatisticsQuery, ParityStatisticsQueryVariables>;
export const TrendDrawsDocument = {"__meta__":{"hash":"sha256:dd4bdccd200ed26225b62e667d14cedd8e038d8b2660de3179933acf9a49096c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrendDraws"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"game"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"drawHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"game"},"value":{"kind":"Variable","name":{"kind":"Name","value":"game"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"mainNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"extraNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"replay"}}]}}]}}]}}]} as unknown as DocumentNode<TrendDrawsQuery, TrendDrawsQueryVariables>;
export const RefreshTokenDocument = {"__meta__":{"hash":"sha256:67e44d265a4efb218e20ad7e0a8767d036ca8a0d1192b32e2c75ed11a3536878"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshTokenMutation, RefreshTokenMutationVariables>;
export const SessionMemberDocument = {"__meta__":{"hash":"sha256:da53535bcf87d3de17dabc71d8df44497660a0b8eefa28795940bbcae3229eba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionMember"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]} as unknown as DocumentNode<SessionMemberQuery, SessionMemberQueryVariables>;
export const LogoutDocument = {"__meta__":{"hash":"sha256:6d6fe71ff81919245a0bdc71179caed8ecd059192ad45ba4bd707907a06aaa80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RegisterPushClientDocument = {"__meta__":{"hash":"sha256:d962b06886c85b7ee961e386705d4023eb7b460d93f9e4ab4e3baac107f851f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterPushClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterPushClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"registerPushClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterPushClientMutation, RegisterPushClientMutationVariables>;
export const UnregisterPushClientDocument = {"__meta__":{"hash":"sha256:751d14a99db0897f54eb0237845f043d59841586f052cbe60cb55736cf4cd689"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnregisterPushClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnregisterPushClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"unregisterPushClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnregisterPushClientMutation, UnregisterPushClientMutationVariables>;