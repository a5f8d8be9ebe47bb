// A real S3-compatible server (s3rver) on 127.0.0.1 for one test file, with
// its own empty bucket in a temporary folder; close() stops it and removes the folder.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/object-store";

export interface S3TestServer {
  settings: S3Settings;
  close(): Promise<void>;
}

export async function startS3Server(bucket = "roamwise-test"): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "us-east-1",
      // s3rver's fixed development keys.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
