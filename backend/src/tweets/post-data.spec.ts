import { isNoPost, toPostData } from './post-data';

const post = (extra: Record<string, unknown> = {}) => ({
  id_str: '20',
  text: 'just setting up my twttr',
  created_at: '2006-03-21T20:50:14.000Z',
  user: { name: 'jack', screen_name: 'jack', profile_image_url_https: 'https://pbs.twimg.com/a.jpg' },
  ...extra,
});

describe(toPostData.name, () => {
  it('passes a well-formed post through', () => {
    expect(toPostData(post(), '20')).toEqual(post());
  });

  it('refuses a post other than the one asked for, or one without text or author', () => {
    expect(toPostData(post(), '21')).toBeNull();
    expect(toPostData(post({ text: 3 }), '20')).toBeNull();
    expect(toPostData(post({ user: null }), '20')).toBeNull();
    expect(toPostData([post()], '20')).toBeNull();
  });

  it('drops addresses that are not web addresses, however deep', () => {
    const data = toPostData(
      post({
        entities: { urls: [{ url: 'javascript:alert(1)', expanded_url: 'data:text/html,x', display_url: 'example.com/…' }] },
        user: { name: 'a', screen_name: 'a', profile_image_url_https: 'javascript:alert(1)' },
      }),
      '20',
    );
    expect(data?.entities).toEqual({ urls: [{ display_url: 'example.com/…' }] });
    expect(data?.user).toEqual({ name: 'a', screen_name: 'a' });
  });

  it('escapes markup in texts, since the card writes them as HTML', () => {
    const data = toPostData(post({ text: '<img src=x onerror=alert(1)> &amp; hi', quoted_tweet: { text: '<script>x</script>' } }), '20');
    expect(data?.text).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; hi');
    expect(data?.quoted_tweet).toEqual({ text: '&lt;script&gt;x&lt;/script&gt;' });
  });
});

describe(isNoPost.name, () => {
  it('recognises the empty answer and the tombstone', () => {
    expect(isNoPost({})).toBe(true);
    expect(isNoPost({ __typename: 'TweetTombstone' })).toBe(true);
    expect(isNoPost(post())).toBe(false);
  });
});
