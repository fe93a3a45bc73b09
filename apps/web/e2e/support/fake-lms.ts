// The API's fake LMS (a real LTI 1.3 platform on loopback), shared with the browser specs; like
// seed-fixtures.ts this file may reach into apps/api (apps/web/biome.json exempts it).
export { type FakeLms, LIS, startFakeLms } from '../../../api/src/test/fake-lms';
