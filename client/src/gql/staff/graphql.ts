/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A match of a new competition. */
export type CompetitionMatchInput = {
  matchId: string | number;
  /** The play types open on it. */
  plays: Array<SportsPlayType>;
};

/** Where a competition is. */
export type CompetitionState =
  /** Staff are preparing it; members don't see it. */
  | 'DRAFT'
  /** Every match settled and the prizes paid. */
  | 'PRIZED'
  /** Released (发布): members enter until `closeAt`. */
  | 'RELEASED';

/** Input of `createCompetition`. */
export type CreateCompetitionInput = {
  closeAt: string;
  description?: string;
  /** 1 to 30 matches. */
  matches: Array<CompetitionMatchInput>;
  openAt: string;
  /** Points per place, first place first (1 to 100 places). */
  prizes: Array<number>;
  /** Defaults to the `COMPETITION_STAKE_MAX` setting (500). */
  stakeMax?: number | null | undefined;
  /** Defaults to the `COMPETITION_STAKE_MIN` setting (10). */
  stakeMin?: number | null | undefined;
  title: string;
};

/** Where a job is. */
export type JobState =
  /** Done. */
  | 'DONE'
  /** Failed every allowed try; waits for `retryJob`. */
  | 'FAILED'
  /** Waiting for its time (or for its next try after a failure). */
  | 'PENDING'
  /** Claimed by an instance, which holds it for a lease. */
  | 'RUNNING';

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

/** A staff permission (权限). */
export type StaffPermission =
  /** Member management and members' personal data (`PERMISSION_TYPE_1`). */
  | 'MEMBERS'
  /** Feedback, messages, the shop, draws and tracking (`PERMISSION_TYPE_2`). */
  | 'OPERATIONS';

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

export type ConsoleAuditLogQueryVariables = Exact<{
  action?: string | null | undefined;
  target?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleAuditLogQuery = { __typename: 'Query', auditLog: { __typename: 'AuditEntryConnection', nodes: Array<{ __typename: 'AuditEntry', id: string, action: string, target: string, detail: unknown, createdAt: string, actor: { __typename: 'MemberCard', id: string, nickname: string } | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleJobsQueryVariables = Exact<{
  state?: JobState | null | undefined;
  after?: string | null | undefined;
}>;


export type ConsoleJobsQuery = { __typename: 'Query', jobCounts: Array<{ __typename: 'JobCount', state: JobState, count: number }>, jobs: { __typename: 'JobConnection', nodes: Array<{ __typename: 'Job', id: string, kind: string, state: JobState, attempts: number, maxAttempts: number, runAt: string, createdAt: string, lastError: string | null }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ConsoleRetryJobMutationVariables = Exact<{
  id: string | number;
}>;


export type ConsoleRetryJobMutation = { __typename: 'Mutation', retryJob: { __typename: 'RetryJobPayload', job: { __typename: 'Job', id: string, state: JobState, attempts: number, lastError: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, message: string }> } };

export type ConsoleSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSessionQuery = { __typename: 'Query', staffSession: { __typename: 'StaffSession', permissions: Array<StaffPermission>, expiresAt: string } };

export type ChannelCompareListQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ChannelCompareListQuery = { __typename: 'Query', channels: { __typename: 'ChannelConnection', edges: Array<{ __typename: 'ChannelEdge', node: { __typename: 'Channel', id: string, name: string, title: string, operator: { __typename: 'MemberCard', id: string, nickname: string } | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ChannelCompareQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
  from: string;
  to: string;
}>;


export type ChannelCompareQuery = { __typename: 'Query', compareChannels: Array<{ __typename: 'ChannelTotals', channel: { __typename: 'Channel', id: string, name: string, title: string }, totals: { __typename: 'ChannelDay', day: string, registrations: string, active: string, checkIns: string, invites: string, pointsIssued: string, pointsSpent: string, earnings: { __typename: 'Money', fen: string, yuan: string } } }> };

export type QuizStaffCompetitionsQueryVariables = Exact<{ [key: string]: never; }>;


export type QuizStaffCompetitionsQuery = { __typename: 'Query', staffCompetitions: { __typename: 'CompetitionConnection', edges: Array<{ __typename: 'CompetitionEdge', cursor: string, node: { __typename: 'Competition', id: string, title: string, state: CompetitionState, openAt: string, closeAt: string, matches: Array<{ __typename: 'CompetitionMatch', plays: Array<SportsPlayType> }> } }> } };

export type QuizCreateCompetitionMutationVariables = Exact<{
  input: CreateCompetitionInput;
}>;


export type QuizCreateCompetitionMutation = { __typename: 'Mutation', createCompetition: { __typename: 'CompetitionPayload', competition: { __typename: 'Competition', id: string, state: CompetitionState } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };

export type QuizReleaseCompetitionMutationVariables = Exact<{
  id: string | number;
}>;


export type QuizReleaseCompetitionMutation = { __typename: 'Mutation', releaseCompetition: { __typename: 'CompetitionPayload', competition: { __typename: 'Competition', id: string, state: CompetitionState, releasedAt: string | null } | null, userErrors: Array<{ __typename: 'UserError', code: UserErrorCode, field: Array<string> | null, message: string }> } };


export const ConsoleAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleAuditLogQuery, ConsoleAuditLogQueryVariables>;
export const ConsoleJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JobState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"jobCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"runAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleJobsQuery, ConsoleJobsQueryVariables>;
export const ConsoleRetryJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsoleRetryJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"retryJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRetryJobMutation, ConsoleRetryJobMutationVariables>;
export const ConsoleSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"staffSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleSessionQuery, ConsoleSessionQueryVariables>;
export const ChannelCompareListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelCompareList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"operator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ChannelCompareListQuery, ChannelCompareListQueryVariables>;
export const ChannelCompareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelCompare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"compareChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"registrations"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"checkIns"}},{"kind":"Field","name":{"kind":"Name","value":"invites"}},{"kind":"Field","name":{"kind":"Name","value":"pointsIssued"}},{"kind":"Field","name":{"kind":"Name","value":"pointsSpent"}},{"kind":"Field","name":{"kind":"Name","value":"earnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"fen"}},{"kind":"Field","name":{"kind":"Name","value":"yuan"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChannelCompareQuery, ChannelCompareQueryVariables>;
export const QuizStaffCompetitionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizStaffCompetitions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"staffCompetitions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openAt"}},{"kind":"Field","name":{"kind":"Name","value":"closeAt"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"plays"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuizStaffCompetitionsQuery, QuizStaffCompetitionsQueryVariables>;
export const QuizCreateCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizCreateCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCompetitionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"createCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizCreateCompetitionMutation, QuizCreateCompetitionMutationVariables>;
export const QuizReleaseCompetitionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuizReleaseCompetition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"releaseCompetition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"competition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"releasedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<QuizReleaseCompetitionMutation, QuizReleaseCompetitionMutationVariables>;