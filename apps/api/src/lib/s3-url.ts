/** Where S3-compatible storage lives, read from S3_URL. */
export interface S3Location {
  /** unset: AWS S3 itself, credentials and region from the usual AWS variables */
  endpoint?: string;
  bucket: string;
  /** put before every key, so one bucket can hold several platforms */
  prefix: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  region: string;
  /**
   * How long to wait for a connection, and for the store to answer or send more (an idle socket), before a call
   * fails (S3_CONNECT_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS); the SDK's defaults wait for ever.
   */
  timeouts?: { connectMs: number; requestMs: number };
}

/**
 * `s3://bucket[/prefix]` for AWS S3 (credentials from AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY or the
 * instance role, AWS_REGION), or `http(s)://key:secret@host:port/bucket[/prefix]` for an S3-compatible server
 * (MinIO, Ceph, Garage…), addressed path-style. Throws a sentence naming what is wrong.
 */
export function parseS3Url(raw: string, env: Record<string, string | undefined> = {}): S3Location {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('S3_URL must look like s3://bucket or http(s)://key:secret@host:port/bucket');
  }
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1';
  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  if (url.protocol === 's3:') {
    if (!url.hostname) throw new Error('S3_URL s3://… must name a bucket');
    return { bucket: url.hostname, prefix: prefixOf(path), region };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('S3_URL must start with s3://, http:// or https://');
  }
  const [bucket, ...rest] = path.split('/');
  if (!bucket) throw new Error('S3_URL must name the bucket as its first path segment');
  const credentials =
    url.username && url.password
      ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) }
      : undefined;
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: prefixOf(rest.join('/')),
    credentials,
    region,
  };
}

const prefixOf = (path: string) => (path ? `${path}/` : '');
