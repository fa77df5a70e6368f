// Written by client/codegen/pagination-policies.cjs (npm run codegen): do not edit.
// The connections the documents grow page by page, with their key arguments.
export const paginatedFields: Record<string, Record<string, readonly string[]>> = {
  Comment: {
    replies: [],
  },
  Competition: {
    board: [],
  },
  Post: {
    comments: [],
  },
  Query: {
    competitions: [],
    drawHistory: ['game'],
    expertBoard: ['measure'],
    expertPlans: ['expertId'],
    experts: [],
    followers: ['memberId'],
    following: ['memberId'],
    memberPosts: ['memberId'],
    myExpertApplications: [],
    myFeedback: [],
    myMessages: ['isRead', 'messageType'],
    myQuizPicks: ['game'],
    mySplits: [],
    myWithdrawals: [],
    pointsHistory: ['memberId'],
    posts: ['feed'],
    quizBoard: ['measure', 'name', 'period'],
    quizPicks: ['game', 'memberId'],
  },
  Shop: {
    family: [],
    memos: ['familyMemberId'],
  },
  Topic: {
    posts: ['feed'],
  },
};
