import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Mua ngay',
  VerticalEmbed_Events_Button: 'Đăng ký ngay',
  VerticalEmbed_Bookings_Button: 'Đặt ngay',
  UploadFile_Viewer_Download: 'Tải xuống {fileType}',
  VerticalEmbed_Units_Hour: '{number} giờ',
  VerticalEmbed_Units_Minute: '{number} phút',
  Accessibility_Left_Gallery: 'Bạn đã rời khỏi thư viện ảnh',
  Viewer_Read_More: 'Đọc thêm',
  Viewer_See_Full_Post: 'Xem toàn bộ bài viết',
  Spoiler_Click_To_Reveal: 'Nhấp để hiển thị',
  Spoiler_Reveal_Image: 'Hiển thị hình ảnh',
  Spoiler_Reveal_Gallery: 'Hiển thị thư viện ảnh',
  Spoiler_Reveal_Video: 'Hiển thị video',
  Image_Expand: 'Phóng to hình ảnh',
  Viewer_Close: 'Đóng',
  Fullscreen_Viewer: 'Trình xem toàn màn hình',
  Fullscreen_Previous: 'Trước',
  Fullscreen_Next: 'Tiếp',
  Collapsible_Expand: 'Mở rộng',
  Collapsible_Shrink: 'Thu gọn',
};

export default messages;
