import type { S3ClientConfig } from '@aws-sdk/client-s3'

/**
 * Where uploads are stored when several instances serve the site: an S3-compatible bucket, set by
 * S3_BUCKET (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and
 * S3_FORCE_PATH_STYLE). Without S3_BUCKET, uploads stay on this machine's disk (UPLOADS_DIR).
 */
export type S3Storage = { bucket: string; config: S3ClientConfig }

export function s3Storage(): S3Storage | undefined {
  const bucket = process.env.S3_BUCKET
  if (!bucket) return undefined
  const accessKeyId = process.env.S3_ACCESS_KEY_ID
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY
  return {
    bucket,
    config: {
      region: process.env.S3_REGION || 'us-east-1',
      ...(process.env.S3_ENDPOINT ? { endpoint: process.env.S3_ENDPOINT } : {}),
      forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
      // Without these the SDK sends and checks checksums that many S3-compatible servers reject;
      // AWS itself still gets them wherever an operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  }
}
