import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'ซื้อเลย',
  VerticalEmbed_Events_Button: 'ลงทะเบียนเลย',
  VerticalEmbed_Bookings_Button: 'จองเลย',
  UploadFile_Viewer_Download: 'ดาวน์โหลด {fileType}',
  VerticalEmbed_Units_Hour: '{number} ชม.',
  VerticalEmbed_Units_Minute: '{number} นาที',
  Accessibility_Left_Gallery: 'คุณออกจากแกลเลอรีแล้ว',
  Viewer_Read_More: 'อ่านเพิ่มเติม',
  Viewer_See_Full_Post: 'ดูโพสต์ทั้งหมด',
  Spoiler_Click_To_Reveal: 'คลิกเพื่อแสดง',
  Spoiler_Reveal_Image: 'แสดงรูปภาพ',
  Spoiler_Reveal_Gallery: 'แสดงแกลเลอรี',
  Spoiler_Reveal_Video: 'แสดงวิดีโอ',
  Image_Expand: 'ขยายรูปภาพ',
  Viewer_Close: 'ปิด',
  Fullscreen_Viewer: 'โปรแกรมดูแบบเต็มหน้าจอ',
  Fullscreen_Previous: 'ก่อนหน้า',
  Fullscreen_Next: 'ถัดไป',
  Collapsible_Expand: 'ขยาย',
  Collapsible_Shrink: 'ย่อ',
};

export default messages;
