/* eslint-disable */
import * as types from './graphql';
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ConsoleAuditLog($action: String, $target: String, $after: String) {\n    auditLog(action: $action, target: $target, first: 20, after: $after) {\n      nodes {\n        id\n        action\n        target\n        detail\n        createdAt\n        actor {\n          id\n          nickname\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ConsoleAuditLogDocument,
    "\n  query ConsoleJobs($state: JobState, $after: String) {\n    jobCounts {\n      state\n      count\n    }\n    jobs(state: $state, first: 20, after: $after) {\n      nodes {\n        id\n        kind\n        state\n        attempts\n        maxAttempts\n        runAt\n        createdAt\n        lastError\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ConsoleJobsDocument,
    "\n  mutation ConsoleRetryJob($id: ID!) {\n    retryJob(input: { id: $id }) {\n      job {\n        id\n        state\n        attempts\n        lastError\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.ConsoleRetryJobDocument,
    "\n  query ConsoleSession {\n    staffSession {\n      permissions\n      expiresAt\n    }\n  }\n": typeof types.ConsoleSessionDocument,
    "\n  query ChannelCompareList($after: String) {\n    channels(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          name\n          title\n          operator {\n            id\n            nickname\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ChannelCompareListDocument,
    "\n  query ChannelCompare($ids: [ID!]!, $from: Date!, $to: Date!) {\n    compareChannels(ids: $ids, from: $from, to: $to) {\n      channel {\n        id\n        name\n        title\n      }\n      totals {\n        day\n        registrations\n        active\n        checkIns\n        invites\n        pointsIssued\n        pointsSpent\n        earnings {\n          fen\n          yuan\n        }\n      }\n    }\n  }\n": typeof types.ChannelCompareDocument,
    "\n  query QuizStaffCompetitions {\n    staffCompetitions(first: 20) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          state\n          openAt\n          closeAt\n          matches {\n            plays\n          }\n        }\n      }\n    }\n  }\n": typeof types.QuizStaffCompetitionsDocument,
    "\n  mutation QuizCreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      competition {\n        id\n        state\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.QuizCreateCompetitionDocument,
    "\n  mutation QuizReleaseCompetition($id: ID!) {\n    releaseCompetition(input: { id: $id }) {\n      competition {\n        id\n        state\n        releasedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.QuizReleaseCompetitionDocument,
};
const documents: Documents = {
    "\n  query ConsoleAuditLog($action: String, $target: String, $after: String) {\n    auditLog(action: $action, target: $target, first: 20, after: $after) {\n      nodes {\n        id\n        action\n        target\n        detail\n        createdAt\n        actor {\n          id\n          nickname\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ConsoleAuditLogDocument,
    "\n  query ConsoleJobs($state: JobState, $after: String) {\n    jobCounts {\n      state\n      count\n    }\n    jobs(state: $state, first: 20, after: $after) {\n      nodes {\n        id\n        kind\n        state\n        attempts\n        maxAttempts\n        runAt\n        createdAt\n        lastError\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ConsoleJobsDocument,
    "\n  mutation ConsoleRetryJob($id: ID!) {\n    retryJob(input: { id: $id }) {\n      job {\n        id\n        state\n        attempts\n        lastError\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": types.ConsoleRetryJobDocument,
    "\n  query ConsoleSession {\n    staffSession {\n      permissions\n      expiresAt\n    }\n  }\n": types.ConsoleSessionDocument,
    "\n  query ChannelCompareList($after: String) {\n    channels(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          name\n          title\n          operator {\n            id\n            nickname\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ChannelCompareListDocument,
    "\n  query ChannelCompare($ids: [ID!]!, $from: Date!, $to: Date!) {\n    compareChannels(ids: $ids, from: $from, to: $to) {\n      channel {\n        id\n        name\n        title\n      }\n      totals {\n        day\n        registrations\n        active\n        checkIns\n        invites\n        pointsIssued\n        pointsSpent\n        earnings {\n          fen\n          yuan\n        }\n      }\n    }\n  }\n": types.ChannelCompareDocument,
    "\n  query QuizStaffCompetitions {\n    staffCompetitions(first: 20) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          state\n          openAt\n          closeAt\n          matches {\n            plays\n          }\n        }\n      }\n    }\n  }\n": types.QuizStaffCompetitionsDocument,
    "\n  mutation QuizCreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      competition {\n        id\n        state\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.QuizCreateCompetitionDocument,
    "\n  mutation QuizReleaseCompetition($id: ID!) {\n    releaseCompetition(input: { id: $id }) {\n      competition {\n        id\n        state\n        releasedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.QuizReleaseCompetitionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleAuditLog($action: String, $target: String, $after: String) {\n    auditLog(action: $action, target: $target, first: 20, after: $after) {\n      nodes {\n        id\n        action\n        target\n        detail\n        createdAt\n        actor {\n          id\n          nickname\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleAuditLog($action: String, $target: String, $after: String) {\n    auditLog(action: $action, target: $target, first: 20, after: $after) {\n      nodes {\n        id\n        action\n        target\n        detail\n        createdAt\n        actor {\n          id\n          nickname\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleJobs($state: JobState, $after: String) {\n    jobCounts {\n      state\n      count\n    }\n    jobs(state: $state, first: 20, after: $after) {\n      nodes {\n        id\n        kind\n        state\n        attempts\n        maxAttempts\n        runAt\n        createdAt\n        lastError\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleJobs($state: JobState, $after: String) {\n    jobCounts {\n      state\n      count\n    }\n    jobs(state: $state, first: 20, after: $after) {\n      nodes {\n        id\n        kind\n        state\n        attempts\n        maxAttempts\n        runAt\n        createdAt\n        lastError\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRetryJob($id: ID!) {\n    retryJob(input: { id: $id }) {\n      job {\n        id\n        state\n        attempts\n        lastError\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRetryJob($id: ID!) {\n    retryJob(input: { id: $id }) {\n      job {\n        id\n        state\n        attempts\n        lastError\n      }\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleSession {\n    staffSession {\n      permissions\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query ConsoleSession {\n    staffSession {\n      permissions\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelCompareList($after: String) {\n    channels(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          name\n          title\n          operator {\n            id\n            nickname\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChannelCompareList($after: String) {\n    channels(first: 20, after: $after) {\n      edges {\n        node {\n          id\n          name\n          title\n          operator {\n            id\n            nickname\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChannelCompare($ids: [ID!]!, $from: Date!, $to: Date!) {\n    compareChannels(ids: $ids, from: $from, to: $to) {\n      channel {\n        id\n        name\n        title\n      }\n      totals {\n        day\n        registrations\n        active\n        checkIns\n        invites\n        pointsIssued\n        pointsSpent\n        earnings {\n          fen\n          yuan\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChannelCompare($ids: [ID!]!, $from: Date!, $to: Date!) {\n    compareChannels(ids: $ids, from: $from, to: $to) {\n      channel {\n        id\n        name\n        title\n      }\n      totals {\n        day\n        registrations\n        active\n        checkIns\n        invites\n        pointsIssued\n        pointsSpent\n        earnings {\n          fen\n          yuan\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuizStaffCompetitions {\n    staffCompetitions(first: 20) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          state\n          openAt\n          closeAt\n          matches {\n            plays\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuizStaffCompetitions {\n    staffCompetitions(first: 20) {\n      edges {\n        cursor\n        node {\n          id\n          title\n          state\n          openAt\n          closeAt\n          matches {\n            plays\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuizCreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      competition {\n        id\n        state\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QuizCreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      competition {\n        id\n        state\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuizReleaseCompetition($id: ID!) {\n    releaseCompetition(input: { id: $id }) {\n      competition {\n        id\n        state\n        releasedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QuizReleaseCompetition($id: ID!) {\n    releaseCompetition(input: { id: $id }) {\n      competition {\n        id\n        state\n        releasedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;