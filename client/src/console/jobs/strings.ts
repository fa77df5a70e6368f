// The jobs page's words.
export const jobsText = {
  title: '后台任务',
  states: { PENDING: '等待', RUNNING: '运行中', DONE: '完成', FAILED: '失败' } as Record<string, string>,
  all: '全部',
  kind: '类型',
  state: '状态',
  attempts: '尝试',
  runAt: '计划时间',
  created: '创建时间',
  lastError: '最近错误',
  retry: '重试',
  retried: '已重新排队',
  empty: '没有任务',
};
