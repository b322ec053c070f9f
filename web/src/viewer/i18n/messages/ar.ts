import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'اشترِ الآن',
  VerticalEmbed_Events_Button: 'سجّل الآن',
  VerticalEmbed_Bookings_Button: 'احجز الآن',
  UploadFile_Viewer_Download: 'تنزيل {fileType}',
  VerticalEmbed_Units_Hour: '{number} س',
  VerticalEmbed_Units_Minute: '{number} د',
  Accessibility_Left_Gallery: 'لقد غادرت المعرض',
  Viewer_Read_More: 'اقرأ المزيد',
  Viewer_See_Full_Post: 'عرض المنشور كاملاً',
  Spoiler_Click_To_Reveal: 'انقر للكشف',
  Spoiler_Reveal_Image: 'إظهار الصورة',
  Spoiler_Reveal_Gallery: 'إظهار المعرض',
  Spoiler_Reveal_Video: 'إظهار الفيديو',
  Image_Expand: 'توسيع الصورة',
  Viewer_Close: 'إغلاق',
  Collapsible_Expand: 'توسيع',
  Collapsible_Shrink: 'تصغير',
  Media_Play: 'تشغيل',
  Media_Pause: 'إيقاف مؤقت',
  Audio_Seek: 'الانتقال',
  Audio_Volume: 'مستوى الصوت',
  Audio_Mute: 'كتم الصوت',
  Audio_Unmute: 'إلغاء كتم الصوت',
  Audio_Playback_Speed: 'سرعة التشغيل',
  Audio_Speed_Normal: 'عادية',
  Audio_More_Actions: 'إجراءات أخرى',
  Audio_Download: 'تنزيل',
};

export default messages;
