// The community's pure helpers: a body cut into text and #话题# parts, the
// topics it names, inserting a topic from a chip, relative times (Beijing
// dates past a week), the edit window's time left, the IP属地 line, a saved
// selection's line, and the user errors' texts.
import { describe, expect, it } from 'vitest';
import { charCount, communityErrorText, editTimeLeft, insertTopic, ipRegionText, numbersLine, relativeTime, splitBody, topicsIn } from './format';

describe('splitBody', () => {
  it('cuts a body into text and topics, in order', () => {
    expect(splitBody('今晚 #双色球# 冲！#大乐透#')).toEqual([
      { kind: 'text', text: '今晚 ' },
      { kind: 'topic', name: '双色球' },
      { kind: 'text', text: ' 冲！' },
      { kind: 'topic', name: '大乐透' },
    ]);
  });

  it('leaves text without a closed topic alone', () => {
    expect(splitBody('# 不是话题 # 和 ## 和 #未闭合')).toEqual([{ kind: 'text', text: '# 不是话题 # 和 ## 和 #未闭合' }]);
    expect(splitBody('')).toEqual([]);
  });

  it('takes back-to-back topics and a topic across no white space only', () => {
    expect(splitBody('#a##b#')).toEqual([
      { kind: 'topic', name: 'a' },
      { kind: 'topic', name: 'b' },
    ]);
    expect(splitBody('#两个 词#').every((p) => p.kind === 'text')).toBe(true);
  });

  it('lists each topic a body names once', () => {
    expect(topicsIn('#双色球# 又见 #双色球# 和 #福彩3D#')).toEqual(['双色球', '福彩3D']);
  });
});

describe('insertTopic', () => {
  it('appends "#name# " with a space before it when needed', () => {
    expect(insertTopic('', '双色球')).toBe('#双色球# ');
    expect(insertTopic('今晚', '双色球')).toBe('今晚 #双色球# ');
    expect(insertTopic('今晚 ', '双色球')).toBe('今晚 #双色球# ');
  });

  it('inserts at the cursor', () => {
    expect(insertTopic('今晚冲', '双色球', 2)).toBe('今晚 #双色球# 冲');
    expect(insertTopic('今晚', '双色球', 0)).toBe('#双色球# 今晚');
  });

  it('leaves a body that already names the topic unchanged', () => {
    expect(insertTopic('#双色球# 今晚', '双色球')).toBe('#双色球# 今晚');
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('says 刚刚, minutes, hours and days', () => {
    expect(relativeTime('2026-11-26T11:59:30Z', now)).toBe('刚刚');
    expect(relativeTime('2026-11-26T11:55:00Z', now)).toBe('5分钟前');
    expect(relativeTime('2026-11-26T09:00:00Z', now)).toBe('3小时前');
    expect(relativeTime('2026-11-24T12:00:00Z', now)).toBe('2天前');
  });

  it('gives the Beijing date past a week, with the year when it is not this one', () => {
    // 20:30 UTC is already the next day in Beijing.
    expect(relativeTime('2026-11-01T20:30:00Z', now)).toBe('11-02');
    expect(relativeTime('2025-12-31T08:00:00Z', now)).toBe('2025-12-31');
  });

  it('treats a clock running ahead as now, and a bad time as nothing', () => {
    expect(relativeTime('2026-11-26T12:01:00Z', now)).toBe('刚刚');
    expect(relativeTime('not a time', now)).toBe('');
  });
});

describe('the rest', () => {
  it('writes the IP属地 line, and nothing for an unknown region', () => {
    expect(ipRegionText('广东')).toBe('IP属地：广东');
    expect(ipRegionText('')).toBeNull();
  });

  it('writes a saved selection as one line of two-digit numbers', () => {
    expect(numbersLine([1, 5, 12, 18, 22, 30], [7])).toBe('01 05 12 18 22 30 + 07');
    expect(numbersLine([3, 9], [])).toBe('03 09');
  });

  it('counts characters as code points', () => {
    expect(charCount('双色球😀')).toBe(4);
  });

  it('maps each community error code to its Chinese text', () => {
    const text = (code: string) => communityErrorText({ code: code as never, message: 'english' });
    expect(text('SENSITIVE_CONTENT')).toBe('内容包含敏感词，请修改后再发布');
    expect(text('POST_LIMIT')).toContain('上限');
    expect(text('COMMENT_LIMIT')).toContain('评论');
    expect(text('LIKE_LIMIT')).toContain('点赞');
    expect(text('BLOCKED')).toContain('无法');
    expect(text('EDIT_WINDOW_CLOSED')).toContain('10分钟');
    expect(text('INVALID_ARGUMENT')).toContain('内容');
    // Another code: the shared text; an unknown one: the server's message.
    expect(text('INSUFFICIENT_POINTS')).toBe('积分不足');
    expect(text('SOMETHING_NEW')).toBe('english');
  });
});

describe('editTimeLeft', () => {
  const at = '2026-11-20T08:00:00Z';
  const t0 = Date.parse(at);
  it('counts down the 10 minutes after writing, then stays 0', () => {
    expect(editTimeLeft(at, t0)).toBe(600_000);
    expect(editTimeLeft(at, t0 + 9 * 60_000)).toBe(60_000);
    expect(editTimeLeft(at, t0 + 10 * 60_000)).toBe(0);
    expect(editTimeLeft(at, t0 + 60 * 60_000)).toBe(0);
  });

  it('is 0 for a time it cannot read', () => {
    expect(editTimeLeft('', t0)).toBe(0);
  });
});
