import { describe, expect, it } from 'vitest';
import { applicationStatus, beijingDay, beijingTime, isMobile, shopErrorText } from './format';
import { emptyShop, missingField, shopInput } from './shopValues';

describe('the shop pages’ formatting', () => {
  it('gives days and times in Beijing', () => {
    expect(beijingDay('2026-03-01T17:00:00Z')).toBe('2026-03-02');
    expect(beijingTime('2026-03-01T17:05:00Z')).toBe('2026-03-02 01:05');
  });

  it("names an application's status: open, or how it closed", () => {
    expect(applicationStatus({ state: 'PROCESSING', outcome: null })).toBe('PROCESSING');
    expect(applicationStatus({ state: 'CLOSED', outcome: 'REJECTED' })).toBe('REJECTED');
    expect(applicationStatus({ state: 'CLOSED', outcome: 'APPROVED' })).toBe('APPROVED');
  });

  it('takes an 11-digit mobile number only', () => {
    expect(isMobile('13900139000')).toBe(true);
    expect(isMobile('1390013900')).toBe(false);
    expect(isMobile('23900139000')).toBe(false);
  });

  it("words a failure by its field, the page's NOT_ELIGIBLE, else the code", () => {
    expect(shopErrorText({ code: 'INVALID_ARGUMENT', field: ['input', 'licenceValidUntil'], message: 'expired' })).toBe('代销证已过期，请选择今天或以后的日期');
    expect(shopErrorText({ code: 'NOT_ELIGIBLE', field: null, message: 'x' }, '已有审核中的申请')).toBe('已有审核中的申请');
    expect(shopErrorText({ code: 'NOT_FOUND', field: null, message: 'x' })).toBe('内容不存在或已删除');
  });

  it('checks the form in its order and sends trimmed values with the photos’ file ids', () => {
    expect(missingField(emptyShop)).toBe('请填写店铺名称');
    const full = {
      shopName: ' 店 ',
      address: '深圳',
      ownerName: '张三',
      licenceNo: '1',
      licenceValidUntil: '2030-01-01',
      frontPhoto: { fid: 'F', url: '/api/Files/F' },
      licencePhoto: null,
    };
    expect(missingField(full)).toBe('请上传代销证照片');
    expect(shopInput({ ...full, licencePhoto: { fid: 'L', url: '' } })).toEqual({
      shopName: '店',
      address: '深圳',
      ownerName: '张三',
      licenceNo: '1',
      licenceValidUntil: '2030-01-01',
      frontPhoto: 'F',
      licencePhoto: 'L',
    });
  });
});
