import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'ابھی خریدیں',
  VerticalEmbed_Events_Button: 'ابھی رجسٹر کریں',
  VerticalEmbed_Bookings_Button: 'ابھی بک کریں',
  UploadFile_Viewer_Download: '{fileType} ڈاؤن لوڈ کریں',
  VerticalEmbed_Units_Hour: '{number} گھنٹے',
  VerticalEmbed_Units_Minute: '{number} منٹ',
  Accessibility_Left_Gallery: 'آپ گیلری سے باہر آ گئے ہیں',
  Viewer_Read_More: 'مزید پڑھیں',
  Viewer_See_Full_Post: 'پوری پوسٹ دیکھیں',
  Spoiler_Click_To_Reveal: 'دکھانے کے لیے کلک کریں',
  Spoiler_Reveal_Image: 'تصویر دکھائیں',
  Spoiler_Reveal_Gallery: 'گیلری دکھائیں',
  Spoiler_Reveal_Video: 'ویڈیو دکھائیں',
  Image_Expand: 'تصویر بڑی کریں',
  Viewer_Close: 'بند کریں',
  Fullscreen_Viewer: 'فل اسکرین ویور',
  Fullscreen_Previous: 'پچھلا',
  Fullscreen_Next: 'اگلا',
  Collapsible_Expand: 'پھیلائیں',
  Collapsible_Shrink: 'سکیڑیں',
};

export default messages;
