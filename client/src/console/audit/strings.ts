// The audit log page's words.
export const auditText = {
  title: '审计日志',
  actor: '操作人',
  action: '操作',
  target: '对象',
  time: '时间',
  detail: '详情',
  system: '系统 / 命令行',
  filterAction: '操作（精确，如 staff.factor.enrol）',
  filterTarget: '对象（如 member:42）',
  empty: '没有符合条件的记录',
};
