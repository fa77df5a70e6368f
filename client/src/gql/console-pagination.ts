// Written by client/codegen/pagination-policies.cjs (npm run codegen): do not edit.
// The connections the documents grow page by page, with their key arguments.
export const paginatedFields: Record<string, Record<string, readonly string[]>> = {
  Competition: {
    board: [],
  },
  Query: {
    auditLog: ['action', 'actorId', 'from', 'target', 'to'],
    channels: [],
    communityReviews: ['state'],
    drawHistory: ['game'],
    expertApplications: ['state'],
    expertPlans: ['expertId'],
    feedbacks: ['state'],
    jobs: ['state'],
    members: ['filter'],
    messages: ['status'],
    partnerWebhookDeliveries: ['endpointId', 'state'],
    partnerWebhookEndpoints: ['partnerId'],
    partners: [],
    sensitiveWords: [],
    shopApplications: ['state'],
    shopItemsAdmin: [],
    shopRedemptions: ['status'],
    staffCompetitions: [],
    systemPosts: [],
    topics: [],
    withdrawals: ['state'],
  },
};
