export type { BulkInviteReply, CollegeStudent, StudentInvite } from '@placement/contract';
