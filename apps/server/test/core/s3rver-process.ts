/**
 * A real S3-compatible server (s3rver, files under the directory given as argv[2]) in a process of its own, so
 * its memory never counts against the process under test. Prints `{"port":…}` once it listens; buckets named
 * in argv[3] (comma-separated) exist from the start.
 */
import S3rver from 's3rver';

const [directory, buckets = ''] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: buckets
    .split(',')
    .filter(Boolean)
    .map((name) => ({ name })),
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
