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
  Collapsible_Expand: 'ขยาย',
  Collapsible_Shrink: 'ย่อ',
  Media_Play: 'เล่น',
  Media_Pause: 'หยุดชั่วคราว',
  Audio_Seek: 'เลื่อน',
  Audio_Volume: 'ระดับเสียง',
  Audio_Mute: 'ปิดเสียง',
  Audio_Unmute: 'เปิดเสียง',
  Audio_Playback_Speed: 'ความเร็วในการเล่น',
  Audio_Speed_Normal: 'ปกติ',
  Audio_More_Actions: 'การดำเนินการเพิ่มเติม',
  Audio_Download: 'ดาวน์โหลด',
};

export default messages;
