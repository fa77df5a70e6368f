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
    "\n  query MemberPage($id: ID!) {\n    member(id: $id) {\n      id\n      nickName\n      fansCount\n      focusCount\n      isProfessor\n    }\n    memberCards(ids: [$id]) {\n      id\n      isFocus\n    }\n  }\n": typeof types.MemberPageDocument,
    "\n  mutation Follow($id: ID!) {\n    focus(memberId: $id)\n  }\n": typeof types.FollowDocument,
    "\n  mutation Unfollow($id: ID!) {\n    cancelFocus(memberId: $id)\n  }\n": typeof types.UnfollowDocument,
    "\n  query Announcement {\n    systemConfig(type: \"ANNOUNCEMENT\") {\n      typeStringValue\n    }\n  }\n": typeof types.AnnouncementDocument,
    "\n  query InviteRankPage {\n    inviteRank(first: 20) {\n      items {\n        ranking\n        count\n        member {\n          id\n          nickName\n        }\n      }\n      ranking\n    }\n  }\n": typeof types.InviteRankPageDocument,
    "\n  fragment MessageCentre_message on Message {\n    id\n    title\n    content\n    messageType\n    isRead\n    createdAt\n  }\n": typeof types.MessageCentre_MessageFragmentDoc,
    "\n  query MessageCentre($after: String) {\n    myMessages(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MessageCentre_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MessageCentreDocument,
    "\n  mutation MarkRead($ids: [ID!], $all: Boolean) {\n    setMessagesRead(ids: $ids, all: $all)\n  }\n": typeof types.MarkReadDocument,
    "\n  subscription MessageReceived {\n    messageReceived {\n      id\n    }\n  }\n": typeof types.MessageReceivedDocument,
    "\n  fragment MyPage_member on Member {\n    id\n    nickName\n    avatar\n    points\n    focusCount\n    fansCount\n    vipLevel\n  }\n": typeof types.MyPage_MemberFragmentDoc,
    "\n  query MyPage {\n    me {\n      ...MyPage_member\n    }\n    unreadMessageCount\n    checkInStatus {\n      checkedInToday\n      continuousDays\n      todayReward\n    }\n  }\n": typeof types.MyPageDocument,
    "\n  subscription UnreadCount {\n    unreadCount\n  }\n": typeof types.UnreadCountDocument,
    "\n  subscription MyCounts {\n    myCounts {\n      focusCount\n      fansCount\n      points\n    }\n  }\n": typeof types.MyCountsDocument,
    "\n  mutation CheckIn {\n    checkIn {\n      points\n      continuousDays\n      balance\n    }\n  }\n": typeof types.CheckInDocument,
    "\n  mutation SendCode($mobile: String!, $purpose: VerificationPurpose!) {\n    sendVerificationCode(mobile: $mobile, purpose: $purpose)\n  }\n": typeof types.SendCodeDocument,
    "\n  mutation LoginByCode($input: LoginByMobileCodeInput!) {\n    loginByMobileCode(input: $input) {\n      isRegist\n      token {\n        token\n        expireAt\n      }\n      member {\n        id\n        nickName\n      }\n    }\n  }\n": typeof types.LoginByCodeDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      token\n      expireAt\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  query MemberPage($id: ID!) {\n    member(id: $id) {\n      id\n      nickName\n      fansCount\n      focusCount\n      isProfessor\n    }\n    memberCards(ids: [$id]) {\n      id\n      isFocus\n    }\n  }\n": types.MemberPageDocument,
    "\n  mutation Follow($id: ID!) {\n    focus(memberId: $id)\n  }\n": types.FollowDocument,
    "\n  mutation Unfollow($id: ID!) {\n    cancelFocus(memberId: $id)\n  }\n": types.UnfollowDocument,
    "\n  query Announcement {\n    systemConfig(type: \"ANNOUNCEMENT\") {\n      typeStringValue\n    }\n  }\n": types.AnnouncementDocument,
    "\n  query InviteRankPage {\n    inviteRank(first: 20) {\n      items {\n        ranking\n        count\n        member {\n          id\n          nickName\n        }\n      }\n      ranking\n    }\n  }\n": types.InviteRankPageDocument,
    "\n  fragment MessageCentre_message on Message {\n    id\n    title\n    content\n    messageType\n    isRead\n    createdAt\n  }\n": types.MessageCentre_MessageFragmentDoc,
    "\n  query MessageCentre($after: String) {\n    myMessages(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MessageCentre_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MessageCentreDocument,
    "\n  mutation MarkRead($ids: [ID!], $all: Boolean) {\n    setMessagesRead(ids: $ids, all: $all)\n  }\n": types.MarkReadDocument,
    "\n  subscription MessageReceived {\n    messageReceived {\n      id\n    }\n  }\n": types.MessageReceivedDocument,
    "\n  fragment MyPage_member on Member {\n    id\n    nickName\n    avatar\n    points\n    focusCount\n    fansCount\n    vipLevel\n  }\n": types.MyPage_MemberFragmentDoc,
    "\n  query MyPage {\n    me {\n      ...MyPage_member\n    }\n    unreadMessageCount\n    checkInStatus {\n      checkedInToday\n      continuousDays\n      todayReward\n    }\n  }\n": types.MyPageDocument,
    "\n  subscription UnreadCount {\n    unreadCount\n  }\n": types.UnreadCountDocument,
    "\n  subscription MyCounts {\n    myCounts {\n      focusCount\n      fansCount\n      points\n    }\n  }\n": types.MyCountsDocument,
    "\n  mutation CheckIn {\n    checkIn {\n      points\n      continuousDays\n      balance\n    }\n  }\n": types.CheckInDocument,
    "\n  mutation SendCode($mobile: String!, $purpose: VerificationPurpose!) {\n    sendVerificationCode(mobile: $mobile, purpose: $purpose)\n  }\n": types.SendCodeDocument,
    "\n  mutation LoginByCode($input: LoginByMobileCodeInput!) {\n    loginByMobileCode(input: $input) {\n      isRegist\n      token {\n        token\n        expireAt\n      }\n      member {\n        id\n        nickName\n      }\n    }\n  }\n": types.LoginByCodeDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      token\n      expireAt\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
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
export function graphql(source: "\n  query MemberPage($id: ID!) {\n    member(id: $id) {\n      id\n      nickName\n      fansCount\n      focusCount\n      isProfessor\n    }\n    memberCards(ids: [$id]) {\n      id\n      isFocus\n    }\n  }\n"): (typeof documents)["\n  query MemberPage($id: ID!) {\n    member(id: $id) {\n      id\n      nickName\n      fansCount\n      focusCount\n      isProfessor\n    }\n    memberCards(ids: [$id]) {\n      id\n      isFocus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Follow($id: ID!) {\n    focus(memberId: $id)\n  }\n"): (typeof documents)["\n  mutation Follow($id: ID!) {\n    focus(memberId: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Unfollow($id: ID!) {\n    cancelFocus(memberId: $id)\n  }\n"): (typeof documents)["\n  mutation Unfollow($id: ID!) {\n    cancelFocus(memberId: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcement {\n    systemConfig(type: \"ANNOUNCEMENT\") {\n      typeStringValue\n    }\n  }\n"): (typeof documents)["\n  query Announcement {\n    systemConfig(type: \"ANNOUNCEMENT\") {\n      typeStringValue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteRankPage {\n    inviteRank(first: 20) {\n      items {\n        ranking\n        count\n        member {\n          id\n          nickName\n        }\n      }\n      ranking\n    }\n  }\n"): (typeof documents)["\n  query InviteRankPage {\n    inviteRank(first: 20) {\n      items {\n        ranking\n        count\n        member {\n          id\n          nickName\n        }\n      }\n      ranking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageCentre_message on Message {\n    id\n    title\n    content\n    messageType\n    isRead\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MessageCentre_message on Message {\n    id\n    title\n    content\n    messageType\n    isRead\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageCentre($after: String) {\n    myMessages(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MessageCentre_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MessageCentre($after: String) {\n    myMessages(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          id\n          ...MessageCentre_message\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkRead($ids: [ID!], $all: Boolean) {\n    setMessagesRead(ids: $ids, all: $all)\n  }\n"): (typeof documents)["\n  mutation MarkRead($ids: [ID!], $all: Boolean) {\n    setMessagesRead(ids: $ids, all: $all)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MessageReceived {\n    messageReceived {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription MessageReceived {\n    messageReceived {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyPage_member on Member {\n    id\n    nickName\n    avatar\n    points\n    focusCount\n    fansCount\n    vipLevel\n  }\n"): (typeof documents)["\n  fragment MyPage_member on Member {\n    id\n    nickName\n    avatar\n    points\n    focusCount\n    fansCount\n    vipLevel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPage {\n    me {\n      ...MyPage_member\n    }\n    unreadMessageCount\n    checkInStatus {\n      checkedInToday\n      continuousDays\n      todayReward\n    }\n  }\n"): (typeof documents)["\n  query MyPage {\n    me {\n      ...MyPage_member\n    }\n    unreadMessageCount\n    checkInStatus {\n      checkedInToday\n      continuousDays\n      todayReward\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UnreadCount {\n    unreadCount\n  }\n"): (typeof documents)["\n  subscription UnreadCount {\n    unreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyCounts {\n    myCounts {\n      focusCount\n      fansCount\n      points\n    }\n  }\n"): (typeof documents)["\n  subscription MyCounts {\n    myCounts {\n      focusCount\n      fansCount\n      points\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckIn {\n    checkIn {\n      points\n      continuousDays\n      balance\n    }\n  }\n"): (typeof documents)["\n  mutation CheckIn {\n    checkIn {\n      points\n      continuousDays\n      balance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCode($mobile: String!, $purpose: VerificationPurpose!) {\n    sendVerificationCode(mobile: $mobile, purpose: $purpose)\n  }\n"): (typeof documents)["\n  mutation SendCode($mobile: String!, $purpose: VerificationPurpose!) {\n    sendVerificationCode(mobile: $mobile, purpose: $purpose)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginByCode($input: LoginByMobileCodeInput!) {\n    loginByMobileCode(input: $input) {\n      isRegist\n      token {\n        token\n        expireAt\n      }\n      member {\n        id\n        nickName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginByCode($input: LoginByMobileCodeInput!) {\n    loginByMobileCode(input: $input) {\n      isRegist\n      token {\n        token\n        expireAt\n      }\n      member {\n        id\n        nickName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken {\n    refreshToken {\n      token\n      expireAt\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken {\n    refreshToken {\n      token\n      expireAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;