import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: '立即购买',
  VerticalEmbed_Events_Button: '立即报名',
  VerticalEmbed_Bookings_Button: '立即预订',
  UploadFile_Viewer_Download: '下载 {fileType}',
  VerticalEmbed_Units_Hour: '{number} 小时',
  VerticalEmbed_Units_Minute: '{number} 分钟',
  Accessibility_Left_Gallery: '你已离开图库',
  Viewer_Read_More: '阅读更多',
  Viewer_See_Full_Post: '查看完整帖子',
  Spoiler_Click_To_Reveal: '点击显示',
  Spoiler_Reveal_Image: '显示图片',
  Spoiler_Reveal_Gallery: '显示图库',
  Spoiler_Reveal_Video: '显示视频',
  Image_Expand: '放大图片',
  Viewer_Close: '关闭',
  Fullscreen_Viewer: '全屏查看器',
  Fullscreen_Previous: '上一个',
  Fullscreen_Next: '下一个',
  Collapsible_Expand: '展开',
  Collapsible_Shrink: '收起',
};

export default messages;
