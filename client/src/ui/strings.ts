// Text of the shared UI: words more than one feature shows about a draw.
export const uiText = {
  gameNames: { SSQ: '双色球', DLT: '大乐透', FC3D: '福彩3D', PL3: '排列三', PL5: '排列五', QLC: '七乐彩', QXC: '七星彩' } as Record<string, string>,
  issue: (i: string) => `第${i}期`,
};
