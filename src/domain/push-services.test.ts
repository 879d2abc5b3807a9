import { describe, expect, it } from 'vitest';
import { isPushServiceEndpoint } from './push-services';

describe('isPushServiceEndpoint', () => {
  it("accepts the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx1',
      'https://db5p.notify.windows.com/w/?token=x',
    ]) {
      expect(isPushServiceEndpoint(endpoint)).toBe(true);
    }
  });

  it('refuses any other address, so the server fetches no arbitrary URL', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1:5432/',
      'https://localhost/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isPushServiceEndpoint(endpoint)).toBe(false);
    }
  });

  it('accepts an extra origin only exactly (a test push endpoint)', () => {
    expect(isPushServiceEndpoint('https://127.0.0.1:4443/push/a', ['https://127.0.0.1:4443'])).toBe(true);
    expect(isPushServiceEndpoint('https://127.0.0.1:4444/push/a', ['https://127.0.0.1:4443'])).toBe(false);
  });
});
