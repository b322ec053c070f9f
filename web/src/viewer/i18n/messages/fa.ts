import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'اکنون بخرید',
  VerticalEmbed_Events_Button: 'اکنون ثبت‌نام کنید',
  VerticalEmbed_Bookings_Button: 'اکنون رزرو کنید',
  UploadFile_Viewer_Download: 'دانلود {fileType}',
  VerticalEmbed_Units_Hour: '{number} ساعت',
  VerticalEmbed_Units_Minute: '{number} دقیقه',
  Accessibility_Left_Gallery: 'از گالری خارج شدید',
  Viewer_Read_More: 'بیشتر بخوانید',
  Viewer_See_Full_Post: 'مشاهده کامل پست',
  Spoiler_Click_To_Reveal: 'برای نمایش کلیک کنید',
  Spoiler_Reveal_Image: 'نمایش تصویر',
  Spoiler_Reveal_Gallery: 'نمایش گالری',
  Spoiler_Reveal_Video: 'نمایش ویدیو',
  Image_Expand: 'بزرگ‌نمایی تصویر',
  Viewer_Close: 'بستن',
  Fullscreen_Viewer: 'نمایشگر تمام‌صفحه',
  Fullscreen_Previous: 'قبلی',
  Fullscreen_Next: 'بعدی',
  Collapsible_Expand: 'باز کردن',
  Collapsible_Shrink: 'جمع کردن',
};

export default messages;
